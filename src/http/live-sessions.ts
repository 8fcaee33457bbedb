import type { CallerStanding } from '../db/caller.js';

/**
 * How long this process trusts, on non-admin routes, that a caller the database confirmed is still
 * in good standing. A session ended by another process (or by hand in the database) keeps opening
 * those routes on this one for at most this long; one ended through this process stops at once
 * (`forgetUser`), and admin routes confirm on every request. 10 s: a client's burst of requests
 * (start a stay, read the history, open a lot) pays for one check, while a revocation elsewhere
 * lands well before a person could act on it.
 */
export const LIVE_SESSION_TRUST_MS = 10_000;

/** Bounded memory: one small entry per caller seen within the trust window, oldest dropped first. */
export const LIVE_SESSIONS_KEPT = 10_000;

export interface LiveSessions {
  /** Whether `key` was confirmed within the trust window. */
  trusted(key: string): boolean;
  /** The database has just confirmed `key` (a session, or an external user) of `userId`. */
  confirmed(key: string, userId: string): void;
  forget(key: string): void;
  /** Every entry of the user: their session ended, or they were banned or deleted, here. */
  forgetUser(userId: string): void;
  readonly size: number;
}

export function createLiveSessions(options: { trustMs?: number; capacity?: number; now?: () => number } = {}): LiveSessions {
  const trustMs = options.trustMs ?? LIVE_SESSION_TRUST_MS;
  const capacity = options.capacity ?? LIVE_SESSIONS_KEPT;
  const now = options.now ?? Date.now;
  // Insertion order is confirmation order (a re-confirmed key moves to the end), so the first key is
  // the stalest.
  const entries = new Map<string, { userId: string; at: number }>();
  return {
    trusted(key) {
      const entry = entries.get(key);
      if (!entry) return false;
      if (now() - entry.at < trustMs) return true;
      entries.delete(key);
      return false;
    },
    confirmed(key, userId) {
      entries.delete(key);
      if (entries.size >= capacity) entries.delete(entries.keys().next().value!);
      entries.set(key, { userId, at: now() });
    },
    forget(key) {
      entries.delete(key);
    },
    forgetUser(userId) {
      // Revocations are rare, and the map is bounded: a scan is cheaper than a second index.
      for (const [key, entry] of entries) if (entry.userId === userId) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}

/** The memory's key for a standing: a session, or (external provider) a user. */
export function standingKey(standing: CallerStanding): string {
  return standing.kind === 'session' ? `session:${standing.sessionId}` : `user:${standing.userId}`;
}
