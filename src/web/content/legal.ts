/**
 * The Terms of Service and Privacy Policy (issue 18 §3, ADR 066), as data so the pages and a test
 * read the same words. Every statement describes what the code does today; change both together.
 */
import { COMPANY } from './company.ts';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export const LEGAL_UPDATED = '2026-11-24';

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    heading: 'What we store',
    paragraphs: [
      'Your account: first name, last name, user name, email address, whether the address is verified, and your password as an Argon2id hash (never the password itself).',
      'Sign-in sessions: a SHA-256 digest of each session token with when it was created and last used. A session ends after 7 days without use and at most 30 days after sign-in.',
      'One-time codes for sign-up, password reset and email change: only an HMAC of the code, valid 10 minutes.',
      'Subscriptions: plan, billing period, price, status, billing dates and the subscription id at Paddle. We never see or store card details.',
      'Navigator API keys: a name, the first characters of the key and a SHA-256 digest of it, with when it was created and last used.',
      'Prices you contribute: city, item, price, currency, your optional note, the time and the IP address you sent it from (used only to cap contributions per address).',
      'Messages sent through the contact form: name, email address, subject, message and IP address.',
      'A log of the emails we send you (recipient, subject, body, delivery status). One-time codes are blanked out of the stored copy once a mail server delivers the message.',
      'Server logs record requests for operating and securing the service; they never contain passwords, codes, tokens or secrets.',
      'In your browser we keep your session token, your name and email for the header, your theme and your recent comparisons in local storage. We set no cookies and use no analytics or advertising trackers.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'Everything above is kept while your account exists. When you delete your account from your profile, we delete your account, sessions, codes, API keys, subscription records, mail log and contact messages at once.',
      'Prices you contributed stay in the city figures, but moved to an anonymous placeholder with the note and IP address removed, so nothing links them to you and the published figures do not change.',
      'Paddle keeps its own records of payments for as long as tax and accounting law requires them.',
    ],
  },
  {
    heading: 'Who processes it for us',
    paragraphs: [
      'Paddle (Paddle.com Market Ltd) sells the subscriptions as merchant of record: it takes the payment, handles card details, tax and invoices, and receives your email address and the plan you buy.',
      'Our email provider delivers the emails we send you (verification codes, receipts, notices), so it receives your email address and the message.',
      'Exchange rates are fetched by our server from public rate providers; no personal data is sent to them. We do not sell or rent personal data to anyone.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'On your profile you can correct your name, user name and email address, change your password, sign out on every device, download everything we store about you as a JSON file, and delete your account.',
      `For anything else, write to ${COMPANY.supportEmail}.`,
    ],
  },
];

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    heading: 'The service',
    paragraphs: [
      'Parity shows exchange rates and cost-of-living comparisons. Figures are estimates with their sources and dates; they are information, not financial, tax or legal advice.',
    ],
  },
  {
    heading: 'Your account',
    paragraphs: [
      'You need a verified email address to sign in. Keep your password to yourself; you are responsible for what is done with your account and your API keys.',
      'You can delete your account at any time from your profile.',
    ],
  },
  {
    heading: 'Plans and payment',
    paragraphs: [
      'Explorer is free. Voyager and Navigator are paid subscriptions, billed monthly or yearly in advance from the day you subscribe; there is no free trial.',
      'Payments are processed by Paddle, our merchant of record, under its own terms.',
      'You can switch plan or billing period from the pricing page; Paddle charges or credits the difference for the rest of the period at once.',
      'You can cancel at any time; you keep access until the end of the period you paid for, and you can resume before then. We do not sell a plan you already hold.',
    ],
  },
  {
    heading: 'Data you receive through the API and exports',
    paragraphs: [
      'Parity’s figures are built from open data. When you publish or pass on figures you received from the API or in an export, you must credit their sources as the Sources page (/sources) lists them. Data from the World Bank and other sources under Creative Commons Attribution 4.0 (CC BY 4.0) is licensed to you under that licence: keep the attribution, link the licence and say that the data was changed.',
      'The API serves only official reference rates (the European Central Bank’s), each with its publisher and date; rates shown in the web app as indicative are not licensed for redistribution and are not part of the API.',
    ],
  },
  {
    heading: 'Fair use',
    paragraphs: [
      'Do not overload the service, get around its rate limits, share API keys, or contribute prices you did not see. We may suspend accounts that do.',
    ],
  },
  {
    heading: 'Contact',
    paragraphs: [`Questions about these terms: ${COMPANY.supportEmail}.`],
  },
];
