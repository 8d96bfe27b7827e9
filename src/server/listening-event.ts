/**
 * The process event main.ts emits once the server listens. The built entry (code-cache.ts) waits for it
 * to write V8's code cache, so the cache holds what a start compiles and the write never delays a start.
 */
export const LISTENING_EVENT = 'parity:listening';
