/**
 * The exchange feature's public module (ADR 108): what other features may use. A sibling feature imports
 * from here, never from a file inside exchange/ (eslint.config.js enforces it).
 */
export { sendPublic } from './exchange.http.ts';
export type { RatesView } from './rate.service.ts';
