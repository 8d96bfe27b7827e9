/** Time as a dependency, so tests can move it (docs/style.md: clock is passed in, never imported). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
