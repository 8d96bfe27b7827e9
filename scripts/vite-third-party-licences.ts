/**
 * A Vite plugin that ships the production dependencies' licences and notices with the web build:
 * /third-party-licences.json, read by the /licences page (scripts/third-party-licences.ts). Built
 * from package-lock.json and node_modules at build time; the dev server answers the same path.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { collectThirdPartyLicences } from './third-party-licences.ts';

export const THIRD_PARTY_FILE = 'third-party-licences.json';

export function thirdPartyLicencesJson(root: string): string {
  return `${JSON.stringify({ packages: collectThirdPartyLicences(root) })}\n`;
}

export function thirdPartyLicences(): Plugin {
  const root = path.resolve(import.meta.dirname, '..');
  return {
    name: 'parity-third-party-licences',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: THIRD_PARTY_FILE,
        source: thirdPartyLicencesJson(root),
      });
    },
    configureServer(server) {
      server.middlewares.use(`/${THIRD_PARTY_FILE}`, (_req, res) => {
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(thirdPartyLicencesJson(root));
      });
    },
  };
}
