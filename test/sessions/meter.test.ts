import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import type { PricingRuleRow } from '../support/lots.js';
import { epochMicros, iso } from '../fees/reference-model.js';
import { lotA, timelineAt } from '../fees/support.js';
import { backdate, cancelSession, createLot, finalizeSession, newUser, startSession } from './fixtures.js';

// Issue 17 item 3: GET /v1/parking-sessions/{id}. While parking, the meter (fee_now, the next
// increase, the timeline) must be what calc-fee estimates and what finalize then charges; once
// ended, the receipt finalize recorded. The session starts now, so the checks compare the answers
// with each other at the meter's own as_of, never with the wall clock.

type Step = { after: string; total_amount: number };

let h: Harness;
let lotId: string;

beforeAll(async () => {
  h = await createHarness();
  lotId = await createLot(h.db, { name: 'Lot A', rules: lotA as PricingRuleRow[] });
});
afterAll(() => h.close());

const read = (token: string, id: string) => h.request(`/v1/parking-sessions/${id}`, { token });
const estimate = async (entry_at: string, exit_at: string) =>
  (await h.request(`/v1/parking-lots/${lotId}/calc-fee`, { body: { entry_at, exit_at } })).body.total_amount as number;

describe('GET /v1/parking-sessions/{id}', () => {
  it('runs a meter while parking that the estimate and the receipt agree with', async () => {
    const user = await newUser(h);
    const started = await startSession(h, user, lotId);
    const id = started.body.session.id as string;
    await backdate(h.db, id, 5 * 3600 + 7 * 60);
    const res = await read(user.token, id);
    expect(res.status, res.text).toBe(200);
    const { session, as_of, fee_now, next_increase_at, next_amount, timeline } = res.body;
    expect(session.status).toBe('parking');
    expect(res.body).not.toHaveProperty('breakdown');
    const steps: Step[] = timeline.steps;
    expect(epochMicros(steps[0]!.after)).toBe(epochMicros(session.started_at));
    expect(epochMicros(timeline.complete_until)).toBe(epochMicros(as_of) + 24 * 3600 * 1_000_000);

    // The meter reads the timeline at as_of, and the estimate for leaving then is the same.
    expect(fee_now).toBe(timelineAt(timeline, as_of));
    expect(fee_now).toBe(await estimate(session.started_at, as_of));
    const next = steps.find((s) => epochMicros(s.after) >= epochMicros(as_of) && s.total_amount > fee_now);
    expect(next_increase_at).toBe(next?.after ?? null);
    expect(next_amount).toBe(next?.total_amount ?? null);
    if (next) {
      expect(await estimate(session.started_at, next.after)).toBe(fee_now);
      expect(await estimate(session.started_at, iso(epochMicros(next.after) + 1000))).toBe(next.total_amount);
    }

    // Finalize at the last step the stay has passed, a millisecond after it: the receipt is that step.
    const passed = steps.filter((s) => epochMicros(s.after) < epochMicros(as_of)).at(-1)!;
    const exit = iso(Math.min(epochMicros(passed.after) + 1000, epochMicros(as_of)));
    const ended = await finalizeSession(h, user, id, { exit_at: exit });
    expect(ended.status, ended.text).toBe(200);
    expect(ended.body.total_amount).toBe(timelineAt(timeline, exit));

    const receipt = await read(user.token, id);
    expect(receipt.status).toBe(200);
    expect(receipt.body).toEqual({ session: ended.body.session, total_amount: ended.body.total_amount, breakdown: ended.body.breakdown });
  });

  it('shows a cancelled session alone, and no one else’s session', async () => {
    const user = await newUser(h);
    const other = await newUser(h);
    const started = await startSession(h, user, lotId);
    const id = started.body.session.id as string;
    expect((await read(other.token, id)).status).toBe(404);
    expect((await read(other.token, id)).body.error).toMatchObject({ code: 'not_found', param: 'id' });
    expect((await cancelSession(h, user, id)).status).toBe(200);
    const res = await read(user.token, id);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['session']);
    expect(res.body.session.status).toBe('cancelled');
    expect((await h.request(`/v1/parking-sessions/${id}`)).status).toBe(401);
  });

  // pricing.md §1 prices stays of up to 366 days: a session left parking that long still reads.
  it('reads a session near and past 366 days: the meter up to where a fee exists, then none', async () => {
    const user = await newUser(h);
    const id = (await startSession(h, user, lotId)).body.session.id as string;
    await backdate(h.db, id, 366 * 86400 - 3600);
    const near = await read(user.token, id);
    expect(near.status, near.text).toBe(200);
    expect(epochMicros(near.body.timeline.complete_until)).toBe(epochMicros(near.body.session.started_at) + 366 * 86400 * 1_000_000);
    expect(near.body.fee_now).toBe(timelineAt(near.body.timeline, near.body.as_of));

    await backdate(h.db, id, 2 * 3600);
    const past = await read(user.token, id);
    expect(past.status, past.text).toBe(200);
    expect(Object.keys(past.body)).toEqual(['session']);
    expect(past.body.session.status).toBe('parking');
    // Such a stay can only be ended at an exit the engine prices.
    const ended = await finalizeSession(h, user, id);
    expect(ended.status).toBe(422);
    expect(ended.body.error.param).toBe('exit_at');
  });
});

