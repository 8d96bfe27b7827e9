/**
 * Company contact facts, in one place (Contact page, legal pages). docs/product.md §2 Contact lists a support
 * email, phone, postal address, social links, response time 24 hours and office hours.
 *
 * Parity has no phone line, office or social accounts. ADR 013 showed placeholders for them (a 555
 * number, "(placeholder address)", *.parity.example links); issue 34 found they read as a fake
 * company, so the page now says plainly that the form and the email are the ways to reach us
 * (ADR 161). Add a real fact here when one exists.
 */
export const COMPANY = {
  name: 'Parity',
  supportEmail: 'support@parity.example',
  supportResponseTime: '24 hours',
  officeHours: 'Mon-Fri 9am to 5pm EST',
  /** Said where a phone, an office or social accounts would be. */
  onlyOnline:
    'Parity has no phone line, postal office or social media accounts: the form and the email above reach the team.',
} as const;
