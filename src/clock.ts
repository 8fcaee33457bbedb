/**
 * The service's wall clock, as one dependency: what decides that a token or a cached body has
 * expired reads it here, so tests move time forward instead of sleeping through it. Instants that
 * are stored (a session's start, a fee's segments) come from the database's now(), not from here.
 */
export interface Clock {
  /** Milliseconds since the epoch, as Date.now(). */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
