import { describe, expect, it } from 'vitest';
import { createLiveSessions } from '../../src/http/live-sessions.js';

describe('the per-process memory of live sessions', () => {
  it('trusts a session for the trust window only, forgets a user at once, and stays bounded', () => {
    let now = 1_000_000;
    const live = createLiveSessions({ trustMs: 10_000, capacity: 3, now: () => now });
    const a = { userId: 'u1', key: 's1' };
    expect(live.trusted(a.key)).toBe(false);
    live.confirmed(a.key, a.userId);
    expect(live.trusted(a.key)).toBe(true);
    now += 9_999;
    expect(live.trusted(a.key)).toBe(true);
    now += 1;
    expect(live.trusted(a.key)).toBe(false);

    live.confirmed('s1', 'u1');
    live.confirmed('s2', 'u1');
    live.confirmed('s3', 'u2');
    live.forgetUser('u1');
    expect([live.trusted('s1'), live.trusted('s2'), live.trusted('s3')]).toEqual([false, false, true]);

    for (const key of ['s4', 's5', 's6']) live.confirmed(key, 'u3');
    expect(live.size).toBe(3);
    expect(live.trusted('s3')).toBe(false);
    expect(live.trusted('s6')).toBe(true);
  });
});
