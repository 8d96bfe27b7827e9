/**
 * The third-party licences of the production dependencies (issue 37 §5: MIT, BSD, ISC and Apache-2.0
 * require their notices to travel with copies; the web build strips licence comments). Read at build
 * time from package-lock.json (every package not marked `dev`) and each installed package's
 * package.json and LICENSE / LICENCE / COPYING / NOTICE files. The Vite plugin
 * (scripts/vite-third-party-licences.ts) ships the result as /third-party-licences.json, which the
 * /licences page shows.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ThirdPartyPackage {
  name: string;
  version: string;
  /** The SPDX expression of the package (package.json `license`, else the lockfile's). */
  licence: string;
  /** Every licence and notice file of the package, joined; '' when the package ships none. */
  text: string;
  /** The files the text came from, e.g. ['LICENSE', 'NOTICE']. */
  files: string[];
}

interface LockEntry {
  version?: string;
  license?: string;
  dev?: boolean;
}

const NOTICE_FILE = /^(licen[cs]e|copying|notice)([.-].*)?$/i;

/** The production entries of the lockfile: path inside the project -> entry. */
export function productionLockEntries(root: string): [string, LockEntry][] {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  return Object.entries(lock.packages).filter(
    ([where, entry]) => where.startsWith('node_modules/') && entry.dev !== true,
  );
}

function packageName(where: string): string {
  return where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

export function collectThirdPartyLicences(root: string): ThirdPartyPackage[] {
  const seen = new Set<string>();
  const out: ThirdPartyPackage[] = [];
  for (const [where, entry] of productionLockEntries(root)) {
    const name = packageName(where);
    const version = entry.version ?? '';
    if (seen.has(`${name}@${version}`)) continue;
    seen.add(`${name}@${version}`);
    const dir = path.join(root, where);
    let licence = entry.license ?? '';
    const files: string[] = [];
    const texts: string[] = [];
    if (existsSync(path.join(dir, 'package.json'))) {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        license?: unknown;
      };
      if (typeof pkg.license === 'string') licence = pkg.license;
      for (const file of readdirSync(dir).sort()) {
        if (!NOTICE_FILE.test(file)) continue;
        files.push(file);
        texts.push(readFileSync(path.join(dir, file), 'utf8').trim());
      }
    }
    out.push({ name, version, licence: licence || 'UNKNOWN', text: texts.join('\n\n'), files });
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
