import { systemClock, type Clock } from '../clock.js';

/**
 * A tiny per-process cache for public data that changes rarely (master data). Each process
 * serves an entry for at most `ttlMs` before asking the database again, so an admin's change is
 * visible everywhere within that time; `ttlMs` 0 turns caching off. Concurrent misses share one
 * load instead of stampeding the database.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly clock: Clock = systemClock,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const now = this.clock.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = load();
    this.entries.set(key, { value, expires: now + this.ttlMs });
    // A failed load is not cached: the next request tries again.
    value.catch(() => this.entries.delete(key));
    return value;
  }
}
