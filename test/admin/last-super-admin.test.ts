import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller, serviceCaller } from '../../src/db/caller.js';
import { createHarness, type Harness } from '../support/harness.js';
import { startingGate } from '../support/starting-gate.js';
import { createTestDatabase } from '../support/test-database.js';

/**
 * At least one active Super Admin remains, also when two of them take each other's rights at the
 * same moment: each request checks that another active Super Admin exists, and without a lock both
 * checks pass before either write commits.
 */
let h: Harness;
let gate: ReturnType<typeof startingGate>;
let superRoleId: string;
let opsRoleId: string;
const onServer = !!process.env.DATABASE_URL;

beforeAll(async () => {
  const database = await createTestDatabase();
  // The race is the API's: gate the connection it runs on (the dedicated role's, on a server).
  gate = startingGate(database.appDb);
  h = await createHarness({ database: { ...database, appDb: gate.db } });
  const { rows } = await h.db.query<{ id: string; role_code: string }>('select id, role_code from roles');
  superRoleId = rows.find((r) => r.role_code === 'super_admin')!.id;
  opsRoleId = rows.find((r) => r.role_code === 'ops_manager')!.id;
});
afterAll(() => h.close());

/** Two fresh Super Admins, the only active ones. */
async function onlyTwoSuperAdmins() {
  const a = await h.createAdmin('super_admin');
  const b = await h.createAdmin('super_admin');
  await h.db.query(`update admins set status = 'disabled' where role_id = $1 and id not in ($2, $3)`, [superRoleId, a.adminId, b.adminId]);
  return [a, b] as const;
}

async function activeSuperAdmins(): Promise<string[]> {
  const { rows } = await h.db.query<{ id: string }>(`select id from admins where role_id = $1 and status = 'active'`, [superRoleId]);
  return rows.map((r) => r.id);
}

const lastOne = (param: string) => ({
  code: 'conflict',
  message: 'At least one active Super Admin must remain.',
  message_key: 'errors.conflict',
  param,
  request_id: expect.any(String),
  doc_url: expect.stringContaining('#error-conflict'),
});

const notFound = {
  code: 'not_found',
  message: 'No such admin.',
  message_key: 'errors.not_found',
  param: null,
  request_id: expect.any(String),
  doc_url: expect.stringContaining('#error-not_found'),
};

describe('two Super Admins taking each other’s rights at the same moment', () => {
  const moves = {
    disable: (id: string) => ({ path: `/v1/admin/admins/${id}`, method: 'DELETE' }),
    'disable by PATCH': (id: string) => ({ path: `/v1/admin/admins/${id}`, method: 'PATCH', body: { status: 'disabled' } }),
    demote: (id: string) => ({ path: `/v1/admin/admins/${id}`, method: 'PATCH', body: { role_id: opsRoleId } }),
  };

  it.each(Object.keys(moves) as (keyof typeof moves)[])('%s each other: one succeeds, one is refused, one Super Admin remains', async (move) => {
    const [a, b] = await onlyTwoSuperAdmins();
    const pairs = [
      [a, b],
      [b, a],
    ] as const;
    const { results, allArrived } = await gate.race(2, (i) => {
      const [actor, target] = pairs[i]!;
      const req = moves[move](target.adminId);
      return h.request(req.path, { method: req.method, token: actor.token, ...('body' in req ? { body: req.body } : {}) });
    });
    expect(allArrived).toBe(onServer);
    const won = results.filter((r) => r.status < 300);
    expect(won.map((r) => r.status)).toEqual([move === 'disable' ? 204 : 200]);
    // The loser either found the other still there and was stopped by the last-Super-Admin rule, or
    // (run after the winner committed) had already lost the rights to see the target at all.
    const refused = results.find((r) => r.status >= 300)!;
    expect(refused.body).toEqual({ error: refused.status === 409 ? lastOne(move === 'demote' ? 'role_id' : 'status') : notFound });
    expect(await activeSuperAdmins()).toHaveLength(1);
  });

  it('the database refuses to lose the last active Super Admin, whoever writes', async () => {
    const [a, b] = await onlyTwoSuperAdmins();
    await asCaller(h.db, serviceCaller, (tx) => tx.query(`update admins set status = 'disabled' where id = $1`, [a.adminId]));
    for (const write of [
      `update admins set status = 'disabled' where id = $1`,
      `update admins set role_id = '${opsRoleId}' where id = $1`,
      `delete from admins where id = $1`,
    ]) {
      await expect(asCaller(h.db, serviceCaller, (tx) => tx.query(write, [b.adminId]))).rejects.toMatchObject({ code: 'PK409' });
    }
    expect(await activeSuperAdmins()).toEqual([b.adminId]);
  });
});
