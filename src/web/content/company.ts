/**
 * Company contact facts, in one place (Contact page, footer, About). Spec §2 Contact: support email,
 * phone, postal address, social links, response time 24 hours, office hours Mon-Fri 9am to 5pm EST.
 *
 * Parity has no registered office or social accounts yet, so every value here is a safe placeholder:
 * the email and social URLs use the reserved `.example` domain (RFC 2606) and the phone number is in
 * the 555-0100..0199 range reserved for fiction (NANP), so nothing here reaches a real person.
 * An operator replaces them with real details before launch (ADR 013).
 */
export const COMPANY = {
  name: 'Parity',
  supportEmail: 'support@parity.example',
  phone: { display: '+1 (555) 010-0199', href: 'tel:+15550100199' },
  address: {
    lines: [
      'Parity (placeholder address)',
      '100 Example Street, Suite 200',
      'Springfield, ST 00000',
      'United States',
    ],
  },
  supportResponseTime: '24 hours',
  officeHours: 'Mon-Fri 9am to 5pm EST',
  social: [
    { name: 'X (Twitter)', url: 'https://x.parity.example/parity' },
    { name: 'LinkedIn', url: 'https://linkedin.parity.example/company/parity' },
    { name: 'GitHub', url: 'https://github.parity.example/parity' },
  ],
} as const;
