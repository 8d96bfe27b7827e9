// Exports: emailChangeCodeMail, emailInUseMail, emailChangedMail, passwordChangedByUserMail,
// accountDeletedMail. Plain text and HTML for account self-service (issue 18 §4, §5).
import type { MailMessage } from '../../mail/mailer.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function mail(to: string, subject: string, lines: string[], extra: Partial<MailMessage> = {}) {
  const html = `<!doctype html><html><body style="font-family:sans-serif"><h1>${escapeHtml(subject)}</h1>\n${lines
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('\n')}</body></html>`;
  return { to, subject, text: lines.join('\n\n'), html, ...extra };
}

export function emailChangeCodeMail(input: {
  to: string;
  firstname: string;
  code: string;
}): MailMessage {
  return mail(
    input.to,
    'Confirm your new Parity email address',
    [
      `Hello ${input.firstname},`,
      `Your code to confirm this address is: ${input.code}`,
      'Enter it on your Parity profile. It is valid for 10 minutes and can be used once.',
      'If you did not ask for this, ignore this email: your address is not changed without the code.',
    ],
    { secrets: [input.code] },
  );
}

/** No enumeration: the requester hears the same answer; only this mailbox learns of the attempt. */
export function emailInUseMail(input: { to: string }): MailMessage {
  return mail(input.to, 'Someone tried to move a Parity account to this address', [
    'Someone asked to change the email of a Parity account to this address, which already has an account. Nothing was changed.',
    'If it was you, sign in with this address instead. If not, you can ignore this email.',
  ]);
}

export function emailChangedMail(input: {
  to: string;
  firstname: string;
  newEmail: string;
  supportEmail: string;
}): MailMessage {
  return mail(input.to, 'Your Parity email address was changed', [
    `Hello ${input.firstname},`,
    `The email address of your Parity account is now ${input.newEmail}. This address will no longer receive messages about it.`,
    `If this was not you, write to ${input.supportEmail} at once.`,
  ]);
}

export function passwordChangedByUserMail(input: {
  to: string;
  firstname: string;
  supportEmail: string;
  publicUrl: string;
}): MailMessage {
  return mail(input.to, 'Your Parity password was changed', [
    `Hello ${input.firstname},`,
    'The password of your Parity account was changed from your profile, and every other device was signed out.',
    `If this was not you, reset your password at ${input.publicUrl.replace(/\/$/, '')}/forgot-password and write to ${input.supportEmail}.`,
  ]);
}

export function accountDeletedMail(input: { to: string; firstname: string }): MailMessage {
  return mail(
    input.to,
    'Your Parity account is deleted',
    [
      `Hello ${input.firstname},`,
      'Your Parity account and everything that identified you are deleted: profile, sessions, API keys, subscription records and mail log. Prices you contributed stay in the city figures without your name, address or notes.',
      'Any paid subscription was cancelled first; you will not be charged again.',
      'Paddle, our payment provider, keeps its own payment records as tax law requires.',
    ],
    { forgetRecipient: true },
  );
}
