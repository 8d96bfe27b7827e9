import { ensureBuilt } from '../../bench/support/built-server.ts';

/** Build once per run when dist is missing or older than src, so journeys test current code. */
export default function setup(): void {
  ensureBuilt((line) => console.log(line));
}
