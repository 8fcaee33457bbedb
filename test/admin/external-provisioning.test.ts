import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeSupabaseAdmin } from '../support/fake-supabase-admin.js';
import { createHarness, type Harness } from '../support/harness.js';

/**
 * Creating an admin with an external identity provider, which cannot join the database transaction:
 * the admin is committed as `pending`, the provider is called outside any transaction, and a second
 * step links the two. A failure in between leaves a pending admin that a retry of the same create
 * finishes (adopting the user the provider made for it) or removes (the address belongs to someone
 * else).
 */
const SERVICE_ROLE_KEY = `sb-service-role-${randomUUID()}`;
const fake = new FakeSupabaseAdmin(SERVICE_ROLE_KEY);
let h: Harness;
let root: Awaited<ReturnType<Harness['createAdmin']>>;
let opsRoleId: string;

beforeAll(async () => {
  await fake.start();
  h = await createHarness({ config: { AUTH_PROVIDER: 'external', EXTERNAL_AUTH_URL: fake.url, SERVICE_ROLE_KEY } });
  root = await h.createAdmin('super_admin');
  const { rows } = await h.db.query<{ id: string }>(`select id from roles where role_code = 'ops_manager'`);
  opsRoleId = rows[0]!.id;
});
afterAll(async () => {
  await fake.stop();
  await h?.close();
});
beforeEach(() => {
  fake.mode = 'normal';
});

const newEmail = () => `ops-${randomUUID().slice(0, 8)}@example.jp`;
const create = (email: string) => h.request('/v1/admin/admins', { token: root.token, body: { email, name: 'Ops', role_id: opsRoleId } });
const providerUsers = (email: string) => [...fake.users.values()].filter((u) => u.email === email);

async function pendingAdmins(email: string) {
  const res = await h.request('/v1/admin/admins?status=pending', { token: root.token });
  expect(res.status).toBe(200);
  return (res.body.admins as { id: string; email: string }[]).filter((a) => a.email === email);
}

const unavailable = {
  error: {
    code: 'service_unavailable',
    message: 'The identity provider is temporarily unavailable. Try again later.',
    message_key: 'errors.service_unavailable',
    request_id: expect.any(String),
    doc_url: expect.stringContaining('#error-service_unavailable'),
  },
};

describe('an admin create that fails part-way', () => {
  it('after the provider made the user: the admin stays pending, and the retry adopts that user', async () => {
    const email = newEmail();
    fake.mode = 'lose-create-answer';
    const failed = await create(email);
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual(unavailable);
    expect(failed.headers.get('retry-after')).toBe('5');

    const [orphan] = providerUsers(email);
    expect(orphan).toBeDefined();
    const [pending] = await pendingAdmins(email);
    expect(pending).toMatchObject({ email, status: 'pending', user_id: null, role_id: opsRoleId });
    // Not linked yet: the provider's user opens no admin route.
    const early = await h.request('/v1/admin/admins/me', { token: await h.tokenFor(orphan!.id) });
    expect(early.status).toBe(404);
    expect(early.body.error).toMatchObject({ code: 'not_found', message_key: 'errors.not_admin' });

    fake.mode = 'normal';
    const retried = await create(email);
    expect(retried.status, retried.text).toBe(201);
    expect(retried.body.admin).toMatchObject({ id: pending!.id, email, status: 'active', user_id: orphan!.id });
    expect(providerUsers(email)).toHaveLength(1);
    // The password of the lost attempt was never shown; the one shown now is the account's.
    expect(fake.users.get(orphan!.id)!.password).toBe(retried.body.initial_password);
    expect(await pendingAdmins(email)).toEqual([]);

    const me = await h.request('/v1/admin/admins/me', { token: await h.tokenFor(orphan!.id) });
    expect(me.status).toBe(200);

    const again = await create(email);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'conflict', param: 'email' });
  });

  it('before the provider acted: the retry creates the user', async () => {
    const email = newEmail();
    fake.mode = 'down';
    expect((await create(email)).status).toBe(503);
    expect(providerUsers(email)).toEqual([]);
    expect(await pendingAdmins(email)).toHaveLength(1);

    fake.mode = 'normal';
    const retried = await create(email);
    expect(retried.status, retried.text).toBe(201);
    const [user] = providerUsers(email);
    expect(retried.body.admin).toMatchObject({ status: 'active', user_id: user!.id });
    expect(user!.password).toBe(retried.body.initial_password);
    expect(user!.app_metadata).toMatchObject({ admin: true, admin_id: retried.body.admin.id });
  });

  it('the retry removes the pending admin when the address belongs to someone else', async () => {
    const email = newEmail();
    fake.mode = 'down';
    expect((await create(email)).status).toBe(503);
    expect(await pendingAdmins(email)).toHaveLength(1);

    const someone = fake.addUser(email);
    const theirPassword = someone.password;
    fake.mode = 'normal';
    const retried = await create(email);
    expect(retried.status).toBe(409);
    expect(retried.body.error).toEqual({
      code: 'conflict',
      message: 'An account with this e-mail address already exists.',
      message_key: 'errors.conflict',
      param: 'email',
      request_id: expect.any(String),
      doc_url: expect.stringContaining('#error-conflict'),
    });
    const { rows } = await h.db.query('select 1 from admins where lower(email) = lower($1)', [email]);
    expect(rows).toHaveLength(0);
    expect(providerUsers(email)).toEqual([someone]);
    expect(someone.password).toBe(theirPassword);
  });

  it('a pending admin is finished by the create, not changed or disabled', async () => {
    const email = newEmail();
    fake.mode = 'down';
    expect((await create(email)).status).toBe(503);
    const [pending] = await pendingAdmins(email);
    fake.mode = 'normal';
    for (const [method, body] of [
      ['PATCH', { status: 'active' }],
      ['PATCH', { role_id: opsRoleId }],
      ['DELETE', undefined],
    ] as const) {
      const res = await h.request(`/v1/admin/admins/${pending!.id}`, { method, token: root.token, ...(body ? { body } : {}) });
      expect(res.status, `${method} ${JSON.stringify(body)}`).toBe(409);
      expect(res.body.error).toMatchObject({
        code: 'conflict',
        message: 'This admin is still being created: repeat the create (POST /v1/admin/admins with the same e-mail) to finish it.',
      });
    }
    const reset = await h.request(`/v1/admin/admins/${pending!.id}/reset-password`, { method: 'POST', token: root.token });
    expect(reset.status).toBe(409);
    expect((await create(email)).status).toBe(201);
  });
});

describe('a create with the provider answering normally', () => {
  it('calls the provider after the pending admin is committed, and marks the user with the admin it belongs to', async () => {
    const email = newEmail();
    let duringCall: unknown[] | undefined;
    fake.whileCreating = async (user) => {
      // Another connection (on PGlite: the one connection, which an open transaction would hold).
      const { rows } = await h.db.query('select status, user_id from admins where id = $1', [user.app_metadata.admin_id]);
      duringCall = rows;
    };
    const created = await create(email).finally(() => (fake.whileCreating = undefined));
    expect(created.status).toBe(201);
    expect(duringCall).toEqual([{ status: 'pending', user_id: null }]);
    const [user] = providerUsers(email);
    expect(user!.app_metadata).toMatchObject({ admin: true, admin_id: created.body.admin.id });
    expect(fake.seen.filter((r) => r.method === 'POST' && r.body?.email === email)).toHaveLength(1);
  });
});
