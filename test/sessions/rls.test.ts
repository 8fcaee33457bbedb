import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerSetup } from '../../src/db/caller.js';
import type { Queryable } from '../../src/db/types.js';
import { createHarness, type Harness } from '../support/harness.js';
import { createLot, newUser, parkedStay, startSession, type User } from './fixtures.js';

/**
 * Row-level security as the second defence (contract 5.3): SQL run straight in the database as the
 * `authenticated` role with another user's JWT claims, the way every request's transaction runs,
 * but without the API's own scoping in between.
 */
let h: Harness;
let owner: User;
let intruder: User;
let endedId: string;
let parkingId: string;
let parkingRequestId: string;

/** Every row of the owner's that the tables hold, read as the superuser. */
async function ownerRows(): Promise<unknown> {
  const read = async (sql: string) => (await h.db.query(sql, [owner.userId])).rows;
  return {
    sessions: await read('select * from public.parking_sessions where user_id = $1 order by id'),
    requests: await read('select * from public.parking_session_requests where user_id = $1 order by client_request_id'),
    activities: await read('select * from public.user_activities where user_id = $1 order by id'),
    exp: await read('select * from public.user_exp where user_id = $1'),
    badges: await read('select * from public.user_badges where user_id = $1 order by badge_id'),
  };
}

/** Runs `work` as the intruder, always rolling back, and returns what it returned or the SQLSTATE it raised. */
async function asIntruder<T>(work: (tx: Queryable) => Promise<T>): Promise<T | { sqlstate: string }> {
  const rollback = new Error('rollback');
  let out: T | { sqlstate: string } | undefined;
  try {
    await h.db.transaction(
      async (tx) => {
        try {
          out = await work(tx);
        } catch (err) {
          out = { sqlstate: (err as { code: string }).code };
        }
        throw rollback;
      },
      callerSetup({ role: 'authenticated', claims: { sub: intruder.userId, role: 'authenticated' } }),
    );
  } catch (err) {
    if (err !== rollback) throw err;
  }
  return out!;
}

beforeAll(async () => {
  h = await createHarness();
  const lotId = await createLot(h.db);
  owner = await newUser(h);
  intruder = await newUser(h);
  endedId = (await parkedStay(h, owner, lotId, '2026-05-01T10:00:00+09:00', '2026-05-01T12:00:00+09:00')).body.session.id;
  parkingRequestId = randomUUID();
  parkingId = (await startSession(h, owner, lotId, { client_request_id: parkingRequestId })).body.session.id;
  await h.request(`/v1/me/parking-sessions/${endedId}`, { method: 'PATCH', token: owner.token, body: { memo: 'private', rating: 2 } });
});
afterAll(() => h.close());

describe('another user, connected as authenticated', () => {
  it('reads none of the owner’s sessions, activities, points or badges', async () => {
    const before = await ownerRows();
    expect(before).toMatchObject({ sessions: [{}, {}], activities: [{}, {}, {}], exp: [{}], badges: [{}] });
    const seen = await asIntruder(async (tx) => {
      const count = async (table: string) => (await tx.query<{ n: number }>(`select count(*)::int as n from public.${table}`)).rows[0]!.n;
      return {
        sessions: await count('parking_sessions'),
        activities: await count('user_activities'),
        exp: await count('user_exp'),
        badges: await count('user_badges'),
        byId: (await tx.query('select * from public.parking_sessions where id = $1', [endedId])).rows.length,
      };
    });
    expect(seen).toEqual({ sessions: 0, activities: 0, exp: 0, badges: 0, byId: 0 });
    expect(await asIntruder((tx) => tx.query('select * from public.parking_session_requests'))).toEqual({ sqlstate: '42501' });
  });

  it('changes nothing: updates match no row, other writes are refused', async () => {
    const before = await ownerRows();
    const updated = await asIntruder(async (tx) => (await tx.query(`update public.parking_sessions set memo = 'mine', rating = 5 where id = $1`, [endedId])).rowCount);
    expect(updated).toBe(0);
    const refused = [
      `update public.parking_sessions set status = 'cancelled' where id = '${parkingId}'`,
      `update public.parking_sessions set total_amount = 0 where id = '${endedId}'`,
      `delete from public.parking_sessions where id = '${endedId}'`,
      `insert into public.parking_sessions (user_id, parking_lot_id, parking_lot_name, vehicle_type) select '${owner.userId}', parking_lot_id, 'x', 'regular' from public.parking_sessions limit 1`,
      `insert into public.user_activities (user_id, activity_type, parking_session_id, parking_lot_id, occurred_at) values ('${owner.userId}', 'session_end', '${parkingId}', '${randomUUID()}', now())`,
      `update public.user_exp set exp = 0`,
      `delete from public.user_badges`,
      `insert into public.user_badges (user_id, badge_id) select '${intruder.userId}', id from public.badges limit 1`,
      `delete from public.parking_session_requests`,
      `select public.claim_parking_session_request('${owner.userId}', '${parkingRequestId}', 'cancel', '{}', '${parkingId}')`,
    ];
    for (const sql of refused) expect(await asIntruder((tx) => tx.query(sql)), sql).toEqual({ sqlstate: '42501' });
    expect(await ownerRows()).toEqual(before);
  });

  it('cannot drive the owner’s session through the functions', async () => {
    const before = await ownerRows();
    for (const sql of [
      `select public.finalize_parking_session('${parkingId}', null, '${randomUUID()}')`,
      `select public.cancel_parking_session('${parkingId}', '${randomUUID()}')`,
      `select public.cancel_parking_session('${parkingId}')`,
    ]) {
      expect(await asIntruder((tx) => tx.query(sql)), sql).toEqual({ sqlstate: 'PK404' });
    }
    // The owner's client request id means nothing in another user's hands: it starts the intruder's own request.
    const replayed = await asIntruder(
      async (tx) =>
        (await tx.query<{ id: string }>(`select public.finalize_parking_session('${parkingId}', null, '${parkingRequestId}') as id`)).rows,
    );
    expect(replayed).toEqual({ sqlstate: 'PK404' });
    expect(await ownerRows()).toEqual(before);
  });

  it('cannot change the gamification rules without gamification.edit', async () => {
    const rules = async () => ({
      badges: (await h.db.query('select * from public.badges order by code')).rows,
      expRules: (await h.db.query('select * from public.exp_rules order by code')).rows,
      levels: (await h.db.query('select * from public.exp_levels order by level')).rows,
    });
    const before = await rules();
    for (const sql of [
      `update public.badges set threshold = 1`,
      `update public.exp_rules set points = 100000`,
      `insert into public.badges (code, name, rule_type, threshold) values ('free_badge', 'Free', 'session_count', 1)`,
      `select public.replace_exp_levels('[{"level": 1, "min_exp": 0}]')`,
    ]) {
      const res = await asIntruder(async (tx) => (await tx.query(sql)).rowCount);
      // Row policies filter updates to nothing; inserts and the function refuse outright.
      expect([0, { sqlstate: '42501' }], sql).toContainEqual(res);
    }
    expect(await rules()).toEqual(before);
  });

  it('the owner, connected the same way, sees exactly their own rows', async () => {
    let seen: unknown;
    await h.db.transaction(async (tx) => {
      seen = (await tx.query<{ id: string; memo: string | null }>('select id, memo from public.parking_sessions order by started_at')).rows;
    }, callerSetup({ role: 'authenticated', claims: { sub: owner.userId, role: 'authenticated' } }));
    expect(seen).toEqual([
      { id: endedId, memo: 'private' },
      { id: parkingId, memo: null },
    ]);
  });
});
