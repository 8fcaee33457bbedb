import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { provisionAdmin } from '../../src/modules/admin/provisioning.js';
import { createBuiltinIdentityProvider } from '../../src/modules/identity/builtin-provider.js';
import { signToken, testConfig, testPasswords } from '../support/harness.js';
import { startTestHttpServer, type TestHttpServer } from '../support/http-server.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

/**
 * The admin portal's login (contract 5.4-5.5), with the real supabase-js client: sign in with the
 * identity provider, then GET /v1/admin/admins/me with the token; only 200 admits; 401, 403 and 404
 * make the portal sign out with reason `not_admin`.
 */
let database: TestDatabase;
let server: TestHttpServer;
let anonKey: string;
let superAdmin: { email: string; password: string };

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestHttpServer({ config: testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' }), db: database.appDb });
  anonKey = await signToken({ role: 'anon' }, { expiresIn: '10y' });
  superAdmin = { email: 'root@example.jp', password: 'root-password-1' };
  await provisionAdmin(database.db, createBuiltinIdentityProvider(testPasswords), { email: superAdmin.email, roleCode: 'super_admin', password: superAdmin.password });
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

function portal(): SupabaseClient {
  return createClient(server.url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

async function adminMe(token: string): Promise<Response> {
  return fetch(`${server.url}/v1/admin/admins/me`, { headers: { authorization: `Bearer ${token}` } });
}

describe('admin portal login with supabase-js', () => {
  it('admits an admin created through the API with its one-time password, then loads roles and keys', async () => {
    const root = portal();
    const rootSession = (await root.auth.signInWithPassword(superAdmin)).data.session!;
    const roles: any = await (await fetch(`${server.url}/v1/admin/roles`, { headers: { authorization: `Bearer ${rootSession.access_token}` } })).json();
    const opsRole = roles.roles.find((r: { role_code: string }) => r.role_code === 'ops_manager');
    const email = `ops-${randomUUID().slice(0, 6)}@example.jp`;
    const created = await fetch(`${server.url}/v1/admin/admins`, {
      method: 'POST',
      headers: { authorization: `Bearer ${rootSession.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, name: 'Ops', role_id: opsRole.id }),
    });
    expect(created.status).toBe(201);
    const { initial_password } = (await created.json()) as { initial_password: string };

    const supabase = portal();
    const signIn = await supabase.auth.signInWithPassword({ email, password: initial_password });
    expect(signIn.error).toBeNull();
    const token = signIn.data.session!.access_token;
    const me = await adminMe(token);
    expect(me.status).toBe(200);
    const { admin } = (await me.json()) as { admin: any };
    expect(admin).toMatchObject({ email, role_id: opsRole.id, status: 'active', user_id: signIn.data.user!.id });

    // 5.5: the active admins and role-permission rows give the portal its own key set.
    const headers = { authorization: `Bearer ${token}` };
    const rows = ((await (await fetch(`${server.url}/v1/admin/role-permissions`, { headers })).json()) as any).role_permissions;
    const keys = rows.filter((r: { role_id: string }) => r.role_id === admin.role_id).map((r: { permission_key: string }) => r.permission_key);
    expect(keys).toContain('parking.edit');
    expect(keys).not.toContain('admins.view');
    expect((await fetch(`${server.url}/v1/admin/admins?status=active`, { headers })).status).toBe(403);
    expect((await supabase.auth.signOut()).error).toBeNull();
  });

  it('rejects a signed-in user who is not an admin (404) and a disabled admin (403)', async () => {
    const stranger = portal();
    const signUp = await stranger.auth.signUp({ email: `driver-${randomUUID().slice(0, 6)}@example.jp`, password: 'driver-password-1' });
    expect(signUp.error).toBeNull();
    expect((await adminMe(signUp.data.session!.access_token)).status).toBe(404);
    expect((await stranger.auth.signOut()).error).toBeNull();

    const email = `gone-${randomUUID().slice(0, 6)}@example.jp`;
    const { adminId } = await provisionAdmin(database.db, createBuiltinIdentityProvider(testPasswords), { email, roleCode: 'support_agent', password: 'gone-password-1' });
    await database.db.query(`update admins set status = 'disabled' where id = $1`, [adminId]);
    const gone = portal();
    const session = (await gone.auth.signInWithPassword({ email, password: 'gone-password-1' })).data.session!;
    expect((await adminMe(session.access_token)).status).toBe(403);
  });

  it('answers 401 to a token that does not verify', async () => {
    expect((await adminMe('not-a-token')).status).toBe(401);
  });
});
