import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateContractDocument } from '../../src/contract-document.js';
import { permissionKeys, type PermissionKey } from '../../src/modules/admin/permissions.js';
import { createHarness, type Harness } from '../support/harness.js';

/** api-decisions.md, "Built-in roles and their initial permission keys", as data. */
const all = [...permissionKeys];
const family = (...prefixes: string[]) => all.filter((k) => prefixes.includes(k.split('.')[0]!));
const builtInRoles: Record<string, PermissionKey[]> = {
  super_admin: all,
  ops_manager: ['dashboard.view', 'sales.view', ...family('parking', 'tags', 'reviews', 'users', 'owners', 'plans', 'support', 'notifications')],
  content_manager: ['dashboard.view', 'tags.view', ...family('articles', 'ads', 'gamification')],
  support_agent: ['dashboard.view', 'support.view', 'support.respond', 'users.view', 'parking.view', 'reviews.view'],
};

/** The routes every active admin may call (api-decisions.md). */
const anyAdminRoutes = new Set([
  'get /v1/admin/admins/me',
  'get /v1/admin/role-permissions',
  'get /v1/admin/permissions',
  'get /v1/admin/notification-prefs',
  'put /v1/admin/notification-prefs',
]);

/**
 * Which key guards which admin route, from api-decisions.md ("Admin accounts need admins.view /
 * admins.edit; roles need roles.view / roles.edit") and the areas' permission groups (parking.*,
 * gamification.*): the expectation is written here, not read back from the code under test.
 */
const guardOf = (name: string): PermissionKey | 'any' => {
  if (anyAdminRoutes.has(name)) return 'any';
  const [method, path] = name.split(' ') as [string, string];
  if (path === '/v1/admin/audit-log') return 'admins.view';
  if (path.startsWith('/v1/admin/reviews')) return method === 'get' ? 'reviews.view' : 'reviews.moderate';
  if (path === '/v1/admin/parking-lot-queue') return 'parking.view';
  if (path.startsWith('/v1/admin/owners')) return method === 'get' ? 'owners.view' : 'owners.edit';
  if (path === '/v1/admin/sales') return 'sales.view';
  if (path === '/v1/admin/dashboard') return 'dashboard.view';
  if (path === '/v1/admin/settings') return method === 'get' ? 'settings.view' : 'settings.edit';
  if (path.startsWith('/v1/admin/tags')) return method === 'get' ? 'tags.view' : 'tags.edit';
  if (path === '/v1/admin/push-stats') return 'notifications.view';
  if (path.startsWith('/v1/admin/user-notifications')) return method === 'get' ? 'notifications.view' : 'notifications.send';
  const family = path.startsWith('/v1/admin/admins')
    ? 'admins'
    : path.startsWith('/v1/admin/roles')
      ? 'roles'
      : path.startsWith('/v1/admin/parking-lots')
        ? 'parking'
        : /^\/v1\/admin\/(badges|exp-rules|exp-levels)/.test(path)
          ? 'gamification'
          : undefined;
  if (!family) throw new Error(`${name}: no expected permission written down for this route; add it here`);
  const verb = method === 'get' ? 'view' : 'edit';
  return `${family}.${verb}` as PermissionKey;
};

/** A custom role that can look but not touch: tells every view key apart from its edit key. */
const viewer: PermissionKey[] = ['admins.view', 'roles.view', 'parking.view', 'gamification.view', 'reviews.view', 'tags.view'];

type Op = { method: string; path: string; op: Record<string, unknown> };
const doc = generateContractDocument();
const adminOps: Op[] = Object.entries(doc.paths ?? {})
  .filter(([path]) => path.startsWith('/v1/admin/'))
  .flatMap(([path, item]) => Object.entries(item as Record<string, Record<string, unknown>>).map(([method, op]) => ({ method, path, op })));

describe('every admin route declares its permission', () => {
  it('has admin routes to check', () => expect(adminOps.length).toBeGreaterThan(10));

  it.each(adminOps.map((o) => [`${o.method} ${o.path}`, o] as const))('%s', (name, o) => {
    const permission = o.op['x-permission'];
    if (anyAdminRoutes.has(name)) {
      expect(permission, `${name} is open to every active admin`).toBeUndefined();
      return;
    }
    expect(permission, `${name} declares no x-permission`).toBeDefined();
    expect(permissionKeys).toContain(permission);
    expect(permission, `${name} is guarded by the wrong key`).toBe(guardOf(name));
    expect(Object.keys(o.op.responses as object)).toContain('403');
  });
});

describe('role × route matrix', () => {
  let h: Harness;
  let superToken: string;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    h = await createHarness();
    superToken = (await h.createAdmin('super_admin')).token;
    for (const role of Object.keys(builtInRoles)) tokens[role] = (await h.createAdmin(role)).token;
    const created = await h.request('/v1/admin/roles', { token: superToken, body: { role_code: 'viewer', name: 'Viewer', permission_keys: viewer } });
    expect(created.status).toBe(201);
    tokens.viewer = (await h.createAdmin('viewer')).token;
    const lot = await h.request('/v1/admin/parking-lots', { token: superToken, body: { parking_lot: { name: 'Reviewed lot', status: 'active' } } });
    reviewedLotId = lot.body.parking_lot.id;
  });
  const matrixRoles: Record<string, PermissionKey[]> = { ...builtInRoles, viewer };
  afterAll(() => h.close());

  type Target = { adminId: string; roleId: string; lotId: string; reviewId: string; tagId: string; ownerId: string; notificationId: string };
  let reviewedLotId: string;

  /** Fresh targets for each call, so that a permitted mutation does not disturb the next one. */
  async function target(): Promise<Target> {
    const { adminId } = await h.createAdmin('support_agent');
    const role = await h.request('/v1/admin/roles', {
      token: superToken,
      body: { role_code: `r_${randomUUID().slice(0, 8)}`, name: 'Temp' },
    });
    // Pending: every moderation decision may start there.
    const lot = await h.request('/v1/admin/parking-lots', { token: superToken, body: { parking_lot: { name: 'Matrix lot', status: 'pending' } } });
    const review = await h.request(`/v1/parking-lots/${reviewedLotId}/reviews`, { token: await h.tokenFor(), body: { rating: 4 } });
    const tag = await h.request('/v1/admin/tags', {
      token: superToken,
      body: { tag_code: `t_${randomUUID().slice(0, 8)}`, category: 'service', name_en: 'Temp', name_ja: '一時' },
    });
    const owner = await h.request('/v1/owner/register', { token: await h.tokenFor(), body: { display_name: 'Matrix owner' } });
    const notification = await h.request('/v1/admin/user-notifications', {
      token: superToken,
      body: { type: 'announcement', title: 'Matrix', audience: { kind: 'user', user_id: await h.createUser() } },
    });
    return {
      adminId,
      roleId: role.body.role.id,
      lotId: lot.body.parking_lot.id,
      reviewId: review.body.review.id,
      tagId: tag.body.tag.id,
      ownerId: owner.body.owner.id,
      notificationId: notification.body.notification.id,
    };
  }

  const requests: Record<string, (t: Target) => { path: string; body?: unknown }> = {
    'get /v1/admin/admins/me': () => ({ path: '/v1/admin/admins/me' }),
    'get /v1/admin/admins': () => ({ path: '/v1/admin/admins?status=active' }),
    'post /v1/admin/admins': () => ({
      path: '/v1/admin/admins',
      body: { email: `new-${randomUUID().slice(0, 8)}@example.jp`, name: 'New', role_id: undefined },
    }),
    'get /v1/admin/admins/{id}': (t) => ({ path: `/v1/admin/admins/${t.adminId}` }),
    'patch /v1/admin/admins/{id}': (t) => ({ path: `/v1/admin/admins/${t.adminId}`, body: { name: 'Renamed' } }),
    'delete /v1/admin/admins/{id}': (t) => ({ path: `/v1/admin/admins/${t.adminId}` }),
    'post /v1/admin/admins/{id}/reset-password': (t) => ({ path: `/v1/admin/admins/${t.adminId}/reset-password` }),
    'get /v1/admin/roles': () => ({ path: '/v1/admin/roles' }),
    'post /v1/admin/roles': () => ({ path: '/v1/admin/roles', body: { role_code: `m_${randomUUID().slice(0, 8)}`, name: 'M' } }),
    'get /v1/admin/roles/{id}': (t) => ({ path: `/v1/admin/roles/${t.roleId}` }),
    'patch /v1/admin/roles/{id}': (t) => ({ path: `/v1/admin/roles/${t.roleId}`, body: { name: 'Renamed' } }),
    'delete /v1/admin/roles/{id}': (t) => ({ path: `/v1/admin/roles/${t.roleId}` }),
    'put /v1/admin/roles/{id}/permissions': (t) => ({ path: `/v1/admin/roles/${t.roleId}/permissions`, body: { permission_keys: ['dashboard.view'] } }),
    'get /v1/admin/permissions': () => ({ path: '/v1/admin/permissions' }),
    'get /v1/admin/role-permissions': () => ({ path: '/v1/admin/role-permissions' }),
    'get /v1/admin/notification-prefs': () => ({ path: '/v1/admin/notification-prefs' }),
    'put /v1/admin/notification-prefs': () => ({ path: '/v1/admin/notification-prefs', body: { sales_daily: false } }),
    'get /v1/admin/parking-lots': () => ({ path: '/v1/admin/parking-lots?status=draft' }),
    'post /v1/admin/parking-lots': () => ({ path: '/v1/admin/parking-lots', body: { parking_lot: { name: 'Matrix lot' } } }),
    'get /v1/admin/parking-lots/{id}': (t) => ({ path: `/v1/admin/parking-lots/${t.lotId}` }),
    'patch /v1/admin/parking-lots/{id}': (t) => ({ path: `/v1/admin/parking-lots/${t.lotId}`, body: { parking_lot: { name: 'Renamed' } } }),
    'get /v1/admin/audit-log': () => ({ path: '/v1/admin/audit-log?target_type=admin' }),
    'get /v1/admin/push-stats': () => ({ path: '/v1/admin/push-stats' }),
    'get /v1/admin/user-notifications': () => ({ path: '/v1/admin/user-notifications' }),
    'post /v1/admin/user-notifications': () => ({
      path: '/v1/admin/user-notifications',
      body: { type: 'announcement', title: 'Matrix', audience: { kind: 'all' } },
    }),
    'get /v1/admin/user-notifications/{id}': (t) => ({ path: `/v1/admin/user-notifications/${t.notificationId}` }),
    'post /v1/admin/user-notifications/{id}/send': (t) => ({ path: `/v1/admin/user-notifications/${t.notificationId}/send` }),
    'get /v1/admin/reviews': () => ({ path: '/v1/admin/reviews?status=pending' }),
    'get /v1/admin/reviews/{id}': (t) => ({ path: `/v1/admin/reviews/${t.reviewId}` }),
    'post /v1/admin/reviews/{id}/approve': (t) => ({ path: `/v1/admin/reviews/${t.reviewId}/approve` }),
    'post /v1/admin/reviews/{id}/reject': (t) => ({ path: `/v1/admin/reviews/${t.reviewId}/reject`, body: { reason: 'Off topic' } }),
    'get /v1/admin/parking-lot-queue': () => ({ path: '/v1/admin/parking-lot-queue' }),
    'post /v1/admin/parking-lots/{id}/approve': (t) => ({ path: `/v1/admin/parking-lots/${t.lotId}/approve` }),
    'post /v1/admin/parking-lots/{id}/reject': (t) => ({ path: `/v1/admin/parking-lots/${t.lotId}/reject`, body: { reason: 'Incomplete' } }),
    'post /v1/admin/parking-lots/{id}/hold': (t) => ({ path: `/v1/admin/parking-lots/${t.lotId}/hold`, body: { reason: 'Check' } }),
    'post /v1/admin/parking-lots/{id}/withdraw': (t) => ({ path: `/v1/admin/parking-lots/${t.lotId}/withdraw` }),
    'get /v1/admin/tags': () => ({ path: '/v1/admin/tags' }),
    'post /v1/admin/tags': () => ({
      path: '/v1/admin/tags',
      body: { tag_code: `m_${randomUUID().slice(0, 8)}`, category: 'facility', name_en: 'M', name_ja: 'M' },
    }),
    'patch /v1/admin/tags/{id}': (t) => ({ path: `/v1/admin/tags/${t.tagId}`, body: { name_en: 'Renamed' } }),
    'post /v1/admin/tags/{id}/retire': (t) => ({ path: `/v1/admin/tags/${t.tagId}/retire` }),
    'post /v1/admin/tags/{id}/restore': (t) => ({ path: `/v1/admin/tags/${t.tagId}/restore` }),
    'get /v1/admin/owners': () => ({ path: '/v1/admin/owners?approved=false' }),
    'get /v1/admin/owners/{id}': (t) => ({ path: `/v1/admin/owners/${t.ownerId}` }),
    'post /v1/admin/owners/{id}/approve': (t) => ({ path: `/v1/admin/owners/${t.ownerId}/approve` }),
    'post /v1/admin/owners/{id}/suspend': (t) => ({ path: `/v1/admin/owners/${t.ownerId}/suspend`, body: { reason: 'Matrix' } }),
    'post /v1/admin/owners/{id}/reinstate': (t) => ({ path: `/v1/admin/owners/${t.ownerId}/reinstate` }),
    'get /v1/admin/sales': () => ({ path: '/v1/admin/sales?group_by=day&from=2026-11-01&to=2026-11-30' }),
    'get /v1/admin/dashboard': () => ({ path: '/v1/admin/dashboard' }),
    'get /v1/admin/settings': () => ({ path: '/v1/admin/settings' }),
    'patch /v1/admin/settings': () => ({ path: '/v1/admin/settings', body: { default_search_radius_m: 500 } }),
    'get /v1/admin/badges': () => ({ path: '/v1/admin/badges' }),
    'post /v1/admin/badges': () => ({
      path: '/v1/admin/badges',
      body: { code: `b_${randomUUID().slice(0, 8)}`, name: 'Badge', rule_type: 'session_count', threshold: 3 },
    }),
    'patch /v1/admin/badges/{code}': () => ({ path: '/v1/admin/badges/sessions_50', body: { description: '駐車を50回完了する' } }),
    'get /v1/admin/exp-rules': () => ({ path: '/v1/admin/exp-rules' }),
    'post /v1/admin/exp-rules': () => ({
      path: '/v1/admin/exp-rules',
      body: { code: `r_${randomUUID().slice(0, 8)}`, name: 'Rule', condition: 'every_session', points: 0 },
    }),
    'patch /v1/admin/exp-rules/{code}': () => ({ path: '/v1/admin/exp-rules/session_end', body: { name: '駐車完了' } }),
    'get /v1/admin/exp-levels': () => ({ path: '/v1/admin/exp-levels' }),
    'put /v1/admin/exp-levels': () => ({
      path: '/v1/admin/exp-levels',
      body: { exp_levels: [0, 50, 120, 220, 350, 520, 730, 1000, 1350, 1800].map((min_exp, i) => ({ level: i + 1, min_exp })) },
    }),
  };

  it('has a request for every admin route in the document', () => {
    expect(Object.keys(requests).sort()).toEqual(adminOps.map((o) => `${o.method} ${o.path}`).sort());
  });

  const cases = [...Object.keys(builtInRoles), 'viewer'].flatMap((role) => adminOps.map((o) => [role, `${o.method} ${o.path}`, o] as const));
  it.each(cases)('%s → %s', async (role, name, o) => {
    const permission = guardOf(name);
    const allowed = permission === 'any' || matrixRoles[role]!.includes(permission);
    const t = await target();
    const req = requests[name]!(t);
    let body = req.body;
    if (name === 'post /v1/admin/admins') body = { ...(body as object), role_id: t.roleId };
    const res = await h.request(req.path, { method: o.method.toUpperCase(), token: tokens[role]!, ...(body ? { body } : {}) });
    if (allowed) {
      expect(res.status, `${role} ${name}: ${res.text}`).toBeGreaterThanOrEqual(200);
      expect(res.status, `${role} ${name}: ${res.text}`).toBeLessThan(300);
    } else {
      expect(res.status, `${role} ${name}`).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'forbidden', details: { permission } });
    }
  });

  it('the seeded roles hold exactly the keys of api-decisions.md', async () => {
    const roles = (await h.request('/v1/admin/roles', { token: superToken })).body.roles as { id: string; role_code: string }[];
    const rows = (await h.request('/v1/admin/role-permissions', { token: superToken })).body.role_permissions as {
      role_id: string;
      permission_key: string;
    }[];
    for (const [code, keys] of Object.entries(builtInRoles)) {
      const id = roles.find((r) => r.role_code === code)!.id;
      expect(rows.filter((r) => r.role_id === id).map((r) => r.permission_key).sort(), code).toEqual([...keys].sort());
    }
  });
});
