// docs/security.md W1: HMAC-SHA256(secret, `${ts}:${rawBody}`) checked against every h1 of the
// Paddle-Signature header (`ts=1671552777;h1=<hex>[;h1=<hex>]`, several h1 while a secret rotates),
// timing-safe; a missing or garbled header is 400, a stale timestamp or a bad MAC 401.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface ParsedSignature {
  ts: number;
  h1: string[];
}

/** Parse the header; null when it is missing or not of the documented shape. */
export function parsePaddleSignature(header: string | undefined): ParsedSignature | null {
  if (typeof header !== 'string' || header.length === 0 || header.length > 2000) return null;
  let ts: number | null = null;
  const h1: string[] = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) return null;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 'ts') {
      if (ts !== null || !/^\d{1,12}$/.test(value)) return null;
      ts = Number(value);
    } else if (key === 'h1') {
      if (!/^[0-9a-fA-F]{64}$/.test(value)) return null;
      h1.push(value.toLowerCase());
    }
    // Unknown keys are skipped: Paddle may add new schemes beside h1.
  }
  if (ts === null || h1.length === 0) return null;
  return { ts, h1 };
}

export type SignatureCheck =
  | { ok: true }
  | { ok: false; status: 400 | 401; reason: 'missing_or_garbled' | 'stale' | 'mismatch' };

export interface VerifyInput {
  header: string | undefined;
  rawBody: string;
  secret: string;
  nowMs: number;
  toleranceSeconds: number;
}

function mac(secret: string, ts: number, rawBody: string): Buffer {
  return createHmac('sha256', secret).update(`${ts}:${rawBody}`, 'utf8').digest();
}

/** W1. The reason is for logs; the signature itself is never returned or logged (I7). */
export function verifyPaddleSignature(input: VerifyInput): SignatureCheck {
  const parsed = parsePaddleSignature(input.header);
  if (!parsed) return { ok: false, status: 400, reason: 'missing_or_garbled' };
  const ageSeconds = Math.abs(input.nowMs / 1000 - parsed.ts);
  if (ageSeconds > input.toleranceSeconds) return { ok: false, status: 401, reason: 'stale' };
  const expected = mac(input.secret, parsed.ts, input.rawBody);
  // Compare against every h1 without stopping early, each comparison constant-time (P3).
  let matched = false;
  for (const candidate of parsed.h1) {
    const given = Buffer.from(candidate, 'hex');
    if (given.length === expected.length && timingSafeEqual(given, expected)) matched = true;
  }
  return matched ? { ok: true } : { ok: false, status: 401, reason: 'mismatch' };
}

/** The header Paddle would send for this body (local payments mode signs its own test webhooks). */
export function signPaddleBody(secret: string, rawBody: string, ts: number): string {
  return `ts=${ts};h1=${mac(secret, ts, rawBody).toString('hex')}`;
}
