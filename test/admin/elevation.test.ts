import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../src/db/types.js';
import { createHarness, type Harness } from '../support/harness.js';

interface Observed {
  /** The role the transaction's setup switched to (none: the login role). */
  set: string | undefined;
  before: string;
  after: string;
}

/**
 * Every transaction of the app, with `current_user` read before its work and after it (before
 * COMMIT): a transaction whose work switched roles and did not switch back ends as someone else.
 */
function observingTransactions(db: Database, observed: Observed[]): Database {
  const currentUser = async (tx: Queryable) => (await tx.query<{ u: string }>('select current_user as u')).rows[0]!.u;
  return {
    ...db,
    transaction(work, setup) {
      return db.transaction(async (tx) => {
        const before = await currentUser(tx);
        const result = await work(tx);
        observed.push({ set: setup?.find((s) => s.text.includes("set_config('role'"))?.values[0] as string | undefined, before, after: await currentUser(tx) });
        return result;
      }, setup);
    },
  };
}

describe('identity-provider writes of admin requests (service_role) leave the admin\'s own work as the admin', () => {
  const observed: Observed[] = [];
  let h: Harness;
  let superAdmin: Awaited<ReturnType<Harness['createAdmin']>>;

  beforeAll(async () => {
    h = await createHarness({ wrapDb: (db) => observingTransactions(db, observed) });
    superAdmin = await h.createAdmin('super_admin');
  });
  afterAll(() => h.close());

  async function roles(request: () => Promise<{ status: number }>, status: number): Promise<Observed[]> {
    observed.length = 0;
    expect((await request()).status).toBe(status);
    return [...observed];
  }

  it('creating an admin: the provider writes in service_role transactions of its own, every other transaction stays authenticated throughout', async () => {
    const roleId = (await h.request('/v1/admin/roles', { token: superAdmin.token })).body.roles.find((r: { role_code: string }) => r.role_code === 'support_agent').id;
    const seen = await roles(
      () => h.request('/v1/admin/admins', { body: { email: `elevated-${randomUUID().slice(0, 8)}@example.jp`, name: 'Elevated', role_id: roleId }, token: superAdmin.token }),
      201,
    );
    for (const t of seen) expect(t).toEqual({ set: t.set, before: t.set, after: t.set });
    expect(seen.filter((t) => t.set === 'service_role').length).toBeGreaterThan(0);
    expect(seen.filter((t) => t.set === 'authenticated').length).toBeGreaterThan(0);
  });

  it('resetting a password: the same', async () => {
    const target = await h.createAdmin('support_agent');
    const seen = await roles(() => h.request(`/v1/admin/admins/${target.adminId}/reset-password`, { method: 'POST', token: superAdmin.token }), 200);
    for (const t of seen) expect(t).toEqual({ set: t.set, before: t.set, after: t.set });
    expect(seen.map((t) => t.set)).toContain('service_role');
    expect(seen.map((t) => t.set)).toContain('authenticated');
  });
});
