import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../src/db/types.js';
import { createHarness, signToken, type Harness, type TestResponse } from '../support/harness.js';
import { createLot } from '../support/lots.js';
import { asCallerRolledBack, asUser, expectError } from './support.js';

/**
 * Withdrawal against the writes it must not miss (docs/account.md, "Withdrawal"), the first
 * profile read, a default vehicle deleted while it is being chosen, and the withdrawal's
 * placeholder address. The races need two connections, so they run on a server only; PGlite runs
 * one transaction at a time. A hook pauses a request's transaction right after a chosen statement
 * and sends the racing request, which then either waits for a lock (waited for here until the
 * server reports it waiting) or runs through.
 */
const onServer = !!process.env.DATABASE_URL;
const PASSWORD = 'correct horse battery';

let h: Harness;
let lotId: string;
let hook: { match: RegExp; run: () => Promise<void> } | undefined;

function hooked(db: Database): Database {
  const wrap = (tx: Queryable): Queryable => ({
    async query(sql: string, params?: readonly unknown[], options?: never) {
      const result = await tx.query(sql, params, options);
      if (hook?.match.test(sql)) {
        const { run } = hook;
        hook = undefined;
        await run();
      }
      return result as never;
    },
    exec: (sql: string) => tx.exec(sql),
  });
  return {
    ...db,
    kind: db.kind,
    query: db.query.bind(db),
    exec: db.exec.bind(db),
    queryOnce: db.queryOnce.bind(db),
    close: db.close.bind(db),
    transaction: (work: (tx: Queryable) => Promise<unknown>, setup?: never) => db.transaction((tx) => work(wrap(tx)), setup),
  } as Database;
}

beforeAll(async () => {
  h = await createHarness({ wrapDb: hooked, config: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });
  lotId = await createLot(h.db, { point: { lat: 35.69, lng: 139.7 } });
});
afterAll(async () => {
  await h?.close();
});

/** Resolves once `waiters` more backends of this database wait for a lock than before; throws after 10 s. */
async function untilWaitingForLock(waiters = 1): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const { rows } = await h.db.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (rows[0]!.n >= waiters) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the racing request never waited for a lock');
}

/**
 * Runs `first` and, paused right after its statement matching `at`, sends `second`. With `waits`,
 * the second is expected to queue behind the first's lock, and the first goes on once it does;
 * otherwise the first waits for the second to finish.
 */
async function race(first: () => Promise<TestResponse>, at: RegExp, second: () => Promise<TestResponse>, waits: boolean) {
  let secondDone: Promise<TestResponse> | undefined;
  hook = {
    match: at,
    run: async () => {
      secondDone = second();
      if (waits) await untilWaitingForLock();
      else await secondDone;
    },
  };
  const a = await first();
  expect(secondDone, `no statement matched ${at}`).toBeDefined();
  return { first: a, second: await secondDone! };
}

async function signedUp() {
  const email = `race-${randomUUID().slice(0, 8)}@example.jp`;
  const res = await h.request('/auth/v1/signup', { body: { email, password: PASSWORD } });
  expect(res.status, res.text).toBe(200);
  return { email, token: res.body.access_token as string, userId: res.body.user.id as string, refreshToken: res.body.refresh_token as string };
}

const withdraw = (token: string) => () => h.request('/v1/me/withdraw', { token, method: 'POST' });
const WITHDRAWN = /select public\.withdraw_account\(\)/;

function expectWithdrawnRefusal(res: TestResponse) {
  expectError(res, 401, 'unauthorized');
  expect(res.body.error.details).toEqual({ reason: 'account_withdrawn' });
}

describe.runIf(onServer)('withdrawal racing the user’s own writes', () => {
  it('a parking session started after the withdrawal’s check is refused once it commits (401 account_withdrawn)', async () => {
    const { token, userId } = await signedUp();
    const start = () => h.request('/v1/parking-sessions', { token, body: { lot_id: lotId, vehicle_type: 'regular', client_request_id: randomUUID() } });
    await h.request('/v1/me', { token });
    const { first, second } = await race(withdraw(token), WITHDRAWN, start, true);
    expect(first.status, first.text).toBe(204);
    expectWithdrawnRefusal(second);
    const { rows } = await h.db.query('select 1 from public.parking_sessions where user_id = $1', [userId]);
    expect(rows).toEqual([]);
  });

  it('a parking session whose start holds the user first makes the withdrawal wait, then refuse (409 session_in_progress)', async () => {
    const { token, userId } = await signedUp();
    const start = () => h.request('/v1/parking-sessions', { token, body: { lot_id: lotId, vehicle_type: 'regular', client_request_id: randomUUID() } });
    await h.request('/v1/me', { token });
    // The start is one statement: it is held inside the database instead, at its lot's foreign-key
    // check, which comes after its first write (the request record) took the user row.
    let started!: Promise<TestResponse>;
    let withdrawn!: Promise<TestResponse>;
    await h.db.transaction(async (tx) => {
      await tx.query('select 1 from public.parking_lots where id = $1 for update', [lotId]);
      started = start();
      await untilWaitingForLock(1);
      withdrawn = withdraw(token)();
      await untilWaitingForLock(2);
    });
    const first = await started;
    const second = await withdrawn;
    expect(first.status, first.text).toBe(201);
    expectError(second, 409, 'conflict');
    expect(second.body.error.details).toMatchObject({ reason: 'session_in_progress' });
    const { rows } = await h.db.query<{ status: string }>('select status from public.profiles where user_id = $1', [userId]);
    expect(rows[0]?.status).toBe('active');
  });

  it('a vehicle registered during the withdrawal is refused, or deleted with the rest', async () => {
    const a = await signedUp();
    const register = (token: string) => () =>
      h.request('/v1/me/vehicles', { token, body: { nickname: 'Van', vehicle_type: 'regular', plate_number: '品川 300 あ 12-34' } });
    const late = await race(withdraw(a.token), WITHDRAWN, register(a.token), true);
    expect(late.first.status).toBe(204);
    expectWithdrawnRefusal(late.second);

    const b = await signedUp();
    const early = await race(register(b.token), /insert into public\.user_vehicles/, withdraw(b.token), true);
    expect(early.first.status, early.first.text).toBe(201);
    expect(early.second.status, early.second.text).toBe(204);

    const { rows } = await h.db.query('select 1 from public.user_vehicles where user_id = any($1)', [[a.userId, b.userId]]);
    expect(rows).toEqual([]);
  });

  it('a profile change sent during the withdrawal does not write the name back (401 account_withdrawn)', async () => {
    const { token, userId } = await signedUp();
    const { first, second } = await race(withdraw(token), WITHDRAWN, () => h.request('/v1/me', { token, method: 'PATCH', body: { display_name: 'Taro' } }), true);
    expect(first.status).toBe(204);
    expectWithdrawnRefusal(second);
    const { rows } = await h.db.query('select display_name, status from public.profiles where user_id = $1', [userId]);
    expect(rows[0]).toEqual({ display_name: null, status: 'withdrawn' });
  });

  it('a password sign-in that found the user before the withdrawal committed gets no session', async () => {
    const { email, token, userId } = await signedUp();
    const signIn = () => h.request('/auth/v1/token?grant_type=password', { body: { email, password: PASSWORD } });
    const { first, second } = await race(withdraw(token), WITHDRAWN, signIn, true);
    // The sign-in's lookup ran before the commit (the old address still found the user); its
    // update of the user row waited for the withdrawal and then found the user withdrawn.
    expect(first.status).toBe(204);
    expect(second.status, second.text).toBe(400);
    expect(second.body).toMatchObject({ error_code: 'invalid_credentials' });
    const { rows } = await h.db.query<{ n: number }>('select count(*)::int as n from auth.sessions where user_id = $1', [userId]);
    expect(rows[0]!.n).toBe(0);
  });
});

describe.runIf(onServer)('concurrent profile reads and default vehicles', () => {
  it('two first GET /v1/me of a new user both answer 200 with the one profile', async () => {
    const token = await h.tokenFor();
    const { first, second } = await race(
      () => h.request('/v1/me', { token }),
      /insert into public\.profiles \(user_id\) values \(\$1\)/,
      () => h.request('/v1/me', { token }),
      true,
    );
    expect(first.status, first.text).toBe(200);
    expect(second.status, second.text).toBe(200);
    expect(second.body.profile.user_id).toBe(first.body.profile.user_id);
  });

  it('a vehicle deleted while PATCH /v1/me makes it the default stops being the default, whichever commits first', async () => {
    const token = await h.tokenFor();
    const newVehicle = async () => (await h.request('/v1/me/vehicles', { token, body: { nickname: 'Van', vehicle_type: 'regular' } })).body.vehicle.id as string;
    const choose = (id: string) => () => h.request('/v1/me', { token, method: 'PATCH', body: { default_vehicle_id: id } });
    const remove = (id: string) => () => h.request(`/v1/me/vehicles/${id}`, { token, method: 'DELETE' });

    // The choice holds the vehicle first: the delete waits, then clears the default.
    const v1 = await newVehicle();
    const chosenFirst = await race(choose(v1), /from public\.user_vehicles where id = \$1/, remove(v1), true);
    expect(chosenFirst.first.status, chosenFirst.first.text).toBe(200);
    expect(chosenFirst.second.status, chosenFirst.second.text).toBe(204);
    expect((await h.request('/v1/me', { token })).body.profile.default_vehicle_id).toBeNull();

    // The delete comes first: the choice waits for it and then finds no live vehicle.
    const v2 = await newVehicle();
    const deletedFirst = await race(remove(v2), /update public\.user_vehicles/, choose(v2), true);
    expect(deletedFirst.first.status, deletedFirst.first.text).toBe(204);
    expectError(deletedFirst.second, 422, 'validation_error', 'default_vehicle_id');
    expect((await h.request('/v1/me', { token })).body.profile.default_vehicle_id).toBeNull();
  });
});

describe('writes after a withdrawal (both databases)', () => {
  it('a write made as a withdrawn user, as a request whose token was checked before the commit makes it, is refused', async () => {
    const { token, userId } = await signedUp();
    expect((await withdraw(token)()).status).toBe(204);
    const insert = await asCallerRolledBack(h, asUser(userId), (tx) =>
      tx.query(`insert into public.user_vehicles (nickname, vehicle_type) values ('Van', 'regular')`),
    );
    expect(insert).toEqual({ sqlstate: 'PK401' });
    const update = await asCallerRolledBack(h, asUser(userId), (tx) =>
      tx.query(`update public.profiles set display_name = 'Taro' where user_id = $1`, [userId]),
    );
    expect(update).toEqual({ sqlstate: 'PK401' });
    // Others may still write the withdrawn user's rows (the store ending a sale, an admin).
    await h.db.query(`update public.profiles set locale = 'en' where user_id = $1`, [userId]);
  });

  it('no sign-in session can begin for a withdrawn user', async () => {
    const { token, userId } = await signedUp();
    expect((await withdraw(token)()).status).toBe(204);
    await expect(h.db.query('insert into auth.sessions (user_id) values ($1)', [userId])).rejects.toMatchObject({ code: 'PK401' });
  });

  it('a refresh token of a user marked deleted is not rotated (refresh_token_not_found)', async () => {
    const { userId, refreshToken } = await signedUp();
    await h.db.query('update auth.users set deleted_at = now() where id = $1', [userId]);
    const res = await h.request('/auth/v1/token?grant_type=refresh_token', { body: { refresh_token: refreshToken } });
    expect(res.status, res.text).toBe(400);
    expect(res.body).toMatchObject({ error_code: 'refresh_token_not_found' });
  });
});

describe('the withdrawal’s placeholder address (both databases)', () => {
  it('sign-up, an address change and admin-created users refuse addresses of the .invalid domain', async () => {
    const victim = await signedUp();
    const placeholder = `withdrawn-${victim.userId}@withdrawn.invalid`;
    for (const email of [placeholder, placeholder.toUpperCase(), 'someone@example.invalid']) {
      const res = await h.request('/auth/v1/signup', { body: { email, password: PASSWORD } });
      expect(res.status, res.text).toBe(400);
      expect(res.body).toMatchObject({ error_code: 'email_address_invalid' });
    }
    const change = await h.request('/auth/v1/user', { token: victim.token, method: 'PUT', body: { email: placeholder } });
    expect(change.body).toMatchObject({ error_code: 'email_address_invalid' });
    const serviceKey = await signToken({ role: 'service_role', iss: 'supabase' }, { audience: 'ignored' });
    const created = await h.request('/auth/v1/admin/users', { token: serviceKey, body: { email: placeholder, password: PASSWORD } });
    expect(created.body).toMatchObject({ error_code: 'email_address_invalid' });

    const superAdmin = await h.createAdmin('super_admin');
    const roles = await h.request('/v1/admin/roles', { token: superAdmin.token });
    const roleId = roles.body.roles.find((r: { role_code: string }) => r.role_code === 'ops_manager').id;
    const admin = await h.request('/v1/admin/admins', { token: superAdmin.token, body: { email: placeholder, name: 'Squatter', role_id: roleId } });
    expectError(admin, 422, 'validation_error', 'email');

    // Whatever writes the row: the placeholder domain is for withdrawn users only.
    await expect(
      h.db.query('insert into auth.users (email) values ($1)', [`x-${randomUUID()}@withdrawn.invalid`]),
    ).rejects.toMatchObject({ code: '23514', constraint: 'users_email_not_reserved' });

    expect((await withdraw(victim.token)()).status).toBe(204);
    const { rows } = await h.db.query('select email from auth.users where id = $1', [victim.userId]);
    expect(rows[0]).toEqual({ email: placeholder });
  });

  it('an account holding the placeholder already (from before the rule) does not block the withdrawal', async () => {
    const victim = await signedUp();
    const placeholder = `withdrawn-${victim.userId}@withdrawn.invalid`;
    // A withdrawn row may hold any placeholder; a live one from before migration 0156 behaves alike.
    await h.db.query('insert into auth.users (email, deleted_at) values ($1, now())', [placeholder]);
    const res = await withdraw(victim.token)();
    expect(res.status, res.text).toBe(204);
    const { rows } = await h.db.query<{ email: string }>('select email from auth.users where id = $1', [victim.userId]);
    expect(rows[0]!.email).toMatch(new RegExp(`^withdrawn-${victim.userId}-[0-9a-f-]{36}@withdrawn\\.invalid$`));
  });
});
