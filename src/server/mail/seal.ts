import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The outbox keeps '[redacted]' where a one-time code was (docs/security.md O1), yet a code stored just
 * before a restart must still be delivered after it (issue 16 item 5). So the message as it must be
 * delivered is kept sealed beside the redacted copy (AES-256-GCM, key derived from APP_SECRET) and
 * erased as soon as the row is sent or given up (ADR 099).
 */
export interface SealedMail {
  to: string;
  text: string;
  html?: string | undefined;
}

const VERSION = 'v1';

function keyFrom(appSecret: string): Buffer {
  return createHash('sha256').update(`parity mail outbox ${VERSION}\0${appSecret}`).digest();
}

export function sealMail(appSecret: string, mail: SealedMail): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(appSecret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(mail), 'utf8'), cipher.final()]);
  return [VERSION, ...[iv, cipher.getAuthTag(), body].map((p) => p.toString('base64url'))].join(
    '.',
  );
}

/** The sealed message, or null when it was sealed with another secret or has been tampered with. */
export function unsealMail(appSecret: string, sealed: string): SealedMail | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyFrom(appSecret),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const json = Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
    return JSON.parse(json) as SealedMail;
  } catch {
    return null;
  }
}
