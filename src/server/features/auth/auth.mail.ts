import type { VerificationType } from '#domain/auth.ts';
import type { MailMessage } from '../../mail/mailer.ts';

/** Names are user input: HTML bodies escape everything they interpolate (docs/security.md I3). */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const SCREEN: Record<VerificationType, string> = {
  email_verification: '/otp-email-verification',
  reset_password: '/otp-reset-verification',
};

/**
 * The link that fills the code in. Code and email travel in the URL fragment, which browsers never
 * send to a server, so they cannot land in any access log (docs/security.md I7).
 */
export function codeLink(
  publicUrl: string,
  purpose: VerificationType,
  email: string,
  code: string,
): string {
  const fragment = new URLSearchParams({ email, code }).toString();
  return `${publicUrl.replace(/\/$/, '')}${SCREEN[purpose]}#${fragment}`;
}

function layout(
  title: string,
  paragraphs: string[],
  link?: { href: string; label: string },
): string {
  const body = paragraphs.map((p) => `<p>${p}</p>`).join('\n');
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:sans-serif"><h1>${escapeHtml(title)}</h1>\n${body}\n${button}</body></html>`;
}

export function codeMail(input: {
  to: string;
  firstname: string;
  purpose: VerificationType;
  code: string;
  publicUrl: string;
}): MailMessage {
  const link = codeLink(input.publicUrl, input.purpose, input.to, input.code);
  const isSignup = input.purpose === 'email_verification';
  const subject = isSignup ? 'Your Parity verification code' : 'Your Parity password reset code';
  const what = isSignup ? 'verify your email address' : 'reset your password';
  const text = [
    `Hello ${input.firstname},`,
    '',
    `Your code to ${what} is: ${input.code}`,
    '',
    `Or open this link to fill it in: ${link}`,
    '',
    'The code is valid for 10 minutes and can be used once.',
    'If you did not ask for it, you can ignore this email; nobody can use it without your inbox.',
  ].join('\n');
  const html = layout(
    subject,
    [
      `Hello ${escapeHtml(input.firstname)},`,
      `Your code to ${what} is: <strong style="font-size:1.4em;letter-spacing:0.2em">${input.code}</strong>`,
      'The code is valid for 10 minutes and can be used once.',
    ],
    { href: link, label: 'Fill in the code' },
  );
  // O1: the stored copy in mail_outbox keeps '[redacted]' where the code was (when SMTP is set).
  return { to: input.to, subject, text, html, secrets: [input.code] };
}

/** E1: a signup for a registered email answers like any other; only the mailbox owner hears. */
export function alreadyRegisteredMail(input: {
  to: string;
  firstname: string;
  publicUrl: string;
}): MailMessage {
  const login = `${input.publicUrl.replace(/\/$/, '')}/login`;
  const forgot = `${input.publicUrl.replace(/\/$/, '')}/forgot-password`;
  const lines = [
    `Hello ${input.firstname},`,
    'Someone (maybe you) tried to sign up for Parity with this address. Email already registered.',
    `If it was you, sign in at ${login} or reset your password at ${forgot}.`,
    'If it was not you, you can ignore this email: nothing was changed.',
  ];
  return {
    to: input.to,
    subject: 'Sign-up attempt for your Parity account',
    text: lines.join('\n\n'),
    html: layout('Email already registered.', lines.map(escapeHtml), {
      href: login,
      label: 'Sign in',
    }),
  };
}

/** docs/security.md T2: a notice after every password reset. */
export function passwordChangedMail(input: {
  to: string;
  firstname: string;
  publicUrl: string;
  supportEmail: string;
}): MailMessage {
  const lines = [
    `Hello ${input.firstname},`,
    'The password of your Parity account was just reset: every device was signed out and any personal API key was revoked (create a new one from your account).',
    `If this was not you, reset your password again at ${input.publicUrl.replace(/\/$/, '')}/forgot-password and write to ${input.supportEmail}.`,
  ];
  return {
    to: input.to,
    subject: 'Your Parity password was changed',
    text: lines.join('\n\n'),
    html: layout('Your password was changed', lines.map(escapeHtml)),
  };
}
