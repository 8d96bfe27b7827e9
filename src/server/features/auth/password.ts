import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * docs/security.md P1: Argon2id, m=19456 KiB, t=2, p=1 (OWASP Password Storage Cheat Sheet's first
 * recommended setting), a fresh random salt per hash (the library draws one).
 */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id is a const enum in the package's typings; 2 is its value.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * docs/security.md E1: an unknown account still costs one Argon2 verification, against a hash made with
 * the same parameters, so timing does not tell which emails have accounts.
 */
export async function burnPasswordVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword('parity-dummy-password-for-timing-equality');
  await verifyPassword(await dummyHash, password);
}

let blocklist: Set<string> | undefined;

function findBlocklistFile(): string {
  // Source tree (src/server/features/auth) and bundle (dist/server) sit at different depths.
  let dir = import.meta.dirname;
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'data', 'sources', 'common-passwords.txt');
    if (existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  const fromCwd = path.resolve('data', 'sources', 'common-passwords.txt');
  if (existsSync(fromCwd)) return fromCwd;
  throw new Error('data/sources/common-passwords.txt is missing (docs/security.md P2 blocklist)');
}

/** The common-password blocklist (30,000 entries, data/sources/SOURCES.md), lower-cased. */
export function commonPasswords(): Set<string> {
  if (!blocklist) {
    const lines = readFileSync(findBlocklistFile(), 'utf8').split('\n');
    blocklist = new Set(
      lines.filter((l) => l.length > 0 && !l.startsWith('#')).map((l) => l.toLowerCase()),
    );
  }
  return blocklist;
}

/**
 * docs/security.md P2: refuse passwords from the list. Compared case-insensitively, so the policy's
 * required capital ('Password1' for 'password1') does not slip a listed password through.
 */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Please choose a different one.';
