import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateContractDocument } from '../../src/contract-document.js';
import { permissionKeys, type PermissionKey } from '../../src/modules/admin/permissions.js';
import { createHarness, type Harness } from '../support/harness.js';
import { createLot } from '../support/lots.js';

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
  if (path.startsWith('/v1/admin/users')) return method === 'get' ? 'users.view' : 'users.edit';
  if (path.startsWith('/v1/admin/subscription-plans')) return method === 'get' ? 'plans.view' : 'plans.edit';
  if (path === '/v1/admin/push-stats') return 'notifications.view';
  if (path === '/v1/admin/articles/preview') return 'articles.view';
  if (/^\/v1\/admin\/articles\/\{id\}\/(publish|unpublish)$/.test(path)) return 'articles.publish';
  if (path.startsWith('/v1/admin/articles')) return method === 'get' ? 'articles.view' : 'articles.edit';
  // Sponsors are guarded by the ads keys (migration 0107: the contract has no sponsors.* keys).
  if (path.startsWith('/v1/admin/ads') || path.startsWith('/v1/admin/sponsors')) return method === 'get' ? 'ads.view' : 'ads.edit';
  if (path.startsWith('/v1/admin/holidays')) return method === 'get' ? 'settings.view' : 'settings.edit';
  if (path.startsWith('/v1/admin/support-tickets') || path.startsWith('/v1/admin/error-reports')) {
    return method === 'get' ? 'support.view' : 'support.respond';
  }
  if (path.startsWith('/v1/admin/user-notifications')) return method === 'get' ? 'notifications.view' : 'notifications.send';
  const family = path.startsWith('/v1/admin/admins')
    ? 'admins'
    : path.startsWith('/v1/admin/roles')
      ? 'roles'
      : path.startsWith('/v1/admin/parking-lots')
        ? 'parking'
        : /^\/v1\/admin\/(badges|exp-rules|exp-levels|themes)/.test(path)
          ? 'gamification'
          : undefined;
  if (!family) throw new Error(`${name}: no expected permission written down for this route; add it here`);
  const verb = method === 'get' ? 'view' : 'edit';
  return `${family}.${verb}` as PermissionKey;
};

/** A custom role that can look but not touch: tells every view key apart from its edit key. */
const viewer: PermissionKey[] = [
  'admins.view', 'roles.view', 'parking.view', 'gamification.view', 'reviews.view', 'tags.view', 'articles.view', 'ads.view', 'support.view', 'settings.view',
  'users.view', 'plans.view',
];

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

  it('uses every one of the 31 permission keys to guard at least one route', () => {
    expect(permissionKeys).toHaveLength(31);
    const guarding = new Set(adminOps.map((o) => o.op['x-permission']));
    expect(permissionKeys.filter((key) => !guarding.has(key))).toEqual([]);
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
    reportedLotId = await createLot(h.db, { name: 'Reported lot' });
  });
  const matrixRoles: Record<string, PermissionKey[]> = { ...builtInRoles, viewer };
  afterAll(() => h.close());

  type Target = { adminId: string; roleId: string; lotId: string; reviewId: string; tagId: string; ownerId: string; userId: string; planId: string; notificationId: string };
  let reviewedLotId: string;
  let reportedLotId: string;

  /** Targets of the content and support routes, made only for the routes that need them. */
  type Extra = { articleId?: string; adId?: string; sponsorId?: string; themeId?: string; holiday?: string; ticketId?: string; reportId?: string };
  let holidays = 0;
  const nextHoliday = () => new Date(Date.UTC(2060, 0, 1) + holidays++ * 86_400_000).toISOString().slice(0, 10);
  async function extra(name: string): Promise<Extra> {
    const body = (path: string, b: unknown, token = superToken) => h.request(path, { token, body: b });
    if (/\/articles\/\{id\}/.test(name)) {
      const res = await body('/v1/admin/articles', { slug: `m-${randomUUID().slice(0, 8)}`, locale: 'en', category: 'news', title: 'M' });
      return { articleId: res.body.article.id };
    }
    if (/\/ads\/\{id\}/.test(name)) return { adId: (await body('/v1/admin/ads', { placement: 'home_banner', title: 'M' })).body.ad.id };
    if (/\/sponsors\/\{id\}/.test(name)) {
      return { sponsorId: (await body('/v1/admin/sponsors', { name: 'M', benefit: 'M', lat: 35.6, lng: 139.7 })).body.sponsor.id };
    }
    if (/\/themes\/\{id\}/.test(name)) {
      const res = await body('/v1/admin/themes', { code: `m_${randomUUID().slice(0, 8)}`, name_en: 'M', name_ja: 'M', colors: { primary: '#000000' } });
      return { themeId: res.body.theme.id };
    }
    if (name.includes('/holidays')) {
      const holiday = nextHoliday();
      if (name.startsWith('delete')) await h.db.query(`insert into public.holidays (holiday_date, name) values ($1, 'M')`, [holiday]);
      return { holiday };
    }
    if (name.includes('/support-tickets/{id}')) {
      const res = await body('/v1/support/tickets', { category: 'other', subject: 'M', body: 'M' }, await h.tokenFor());
      return { ticketId: res.body.support_ticket.id };
    }
    if (name.includes('/error-reports/{id}')) {
      const res = await body('/v1/error-reports', { lot_id: reportedLotId, kind: 'price', description: 'M' }, await h.tokenFor());
      return { reportId: res.body.error_report.id };
    }
    return {};
  }

  /**
   * Fresh targets for each permitted change, so that it does not disturb the next case. Reads, and
   * the changes a role is refused (which must change nothing, and fail the case if they pass), share
   * one set: making a set takes a dozen requests, and it was most of this file's 80 s.
   */
  let shared: Target | undefined;
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
    const plan = await h.request('/v1/admin/subscription-plans', {
      token: superToken,
      body: { plan_code: `p_${randomUUID().slice(0, 8)}`, tier: 'plus', name_en: 'Temp', name_ja: '一時', price_minor: 100, billing_period: 'month', ai_search_per_minute: 60 },
    });
    const notification = await h.request('/v1/admin/user-notifications', {
      token: superToken,
      body: { type: 'announcement', title: 'Matrix', audience: { kind: 'user', user_id: await h.createUser() } },
    });
    return {
      userId: await h.createUser(),
      planId: plan.body.subscription_plan.id,
      adminId,
      roleId: role.body.role.id,
      lotId: lot.body.parking_lot.id,
      reviewId: review.body.review.id,
      tagId: tag.body.tag.id,
      ownerId: owner.body.owner.id,
      notificationId: notification.body.notification.id,
    };
  }

  const requests: Record<string, (t: Target & Extra) => { path: string; body?: unknown }> = {
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
    'get /v1/admin/users': () => ({ path: '/v1/admin/users?status=active&sort=email' }),
    'get /v1/admin/users/{id}': (t) => ({ path: `/v1/admin/users/${t.userId}` }),
    'post /v1/admin/users/{id}/ban': (t) => ({ path: `/v1/admin/users/${t.userId}/ban`, body: { reason: 'Matrix' } }),
    'post /v1/admin/users/{id}/unban': (t) => ({ path: `/v1/admin/users/${t.userId}/unban` }),
    'post /v1/admin/users/{id}/grant-premium': (t) => ({
      path: `/v1/admin/users/${t.userId}/grant-premium`,
      body: { reason: 'Matrix', ends_at: new Date(Date.now() + 86_400_000).toISOString() },
    }),
    'post /v1/admin/users/{id}/revoke-premium': (t) => ({ path: `/v1/admin/users/${t.userId}/revoke-premium`, body: { reason: 'Matrix' } }),
    'get /v1/admin/subscription-plans': () => ({ path: '/v1/admin/subscription-plans?status=all' }),
    'post /v1/admin/subscription-plans': () => ({
      path: '/v1/admin/subscription-plans',
      body: { plan_code: `m_${randomUUID().slice(0, 8)}`, tier: 'free', name_en: 'M', name_ja: 'M', price_minor: 0, ai_search_per_minute: 10 },
    }),
    'get /v1/admin/subscription-plans/{id}': (t) => ({ path: `/v1/admin/subscription-plans/${t.planId}` }),
    'patch /v1/admin/subscription-plans/{id}': (t) => ({ path: `/v1/admin/subscription-plans/${t.planId}`, body: { name_en: 'Renamed' } }),
    'delete /v1/admin/subscription-plans/{id}': (t) => ({ path: `/v1/admin/subscription-plans/${t.planId}` }),
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
    'get /v1/admin/articles': () => ({ path: '/v1/admin/articles?status=draft' }),
    'post /v1/admin/articles': () => ({
      path: '/v1/admin/articles',
      body: { slug: `n-${randomUUID().slice(0, 8)}`, locale: 'ja', category: 'news', title: 'N' },
    }),
    'post /v1/admin/articles/preview': () => ({ path: '/v1/admin/articles/preview', body: { body_markdown: '# M' } }),
    'get /v1/admin/articles/{id}': (t) => ({ path: `/v1/admin/articles/${t.articleId}` }),
    'patch /v1/admin/articles/{id}': (t) => ({ path: `/v1/admin/articles/${t.articleId}`, body: { title: 'Renamed' } }),
    'post /v1/admin/articles/{id}/publish': (t) => ({ path: `/v1/admin/articles/${t.articleId}/publish`, body: {} }),
    'post /v1/admin/articles/{id}/unpublish': (t) => ({ path: `/v1/admin/articles/${t.articleId}/unpublish` }),
    'post /v1/admin/articles/{id}/archive': (t) => ({ path: `/v1/admin/articles/${t.articleId}/archive` }),
    'post /v1/admin/articles/{id}/restore': (t) => ({ path: `/v1/admin/articles/${t.articleId}/restore` }),
    'get /v1/admin/ads': () => ({ path: '/v1/admin/ads?state=running' }),
    'post /v1/admin/ads': () => ({ path: '/v1/admin/ads', body: { placement: 'lot_detail', title: 'N' } }),
    'patch /v1/admin/ads/{id}': (t) => ({ path: `/v1/admin/ads/${t.adId}`, body: { is_active: false } }),
    'get /v1/admin/ads/{id}/stats': (t) => ({ path: `/v1/admin/ads/${t.adId}/stats` }),
    'get /v1/admin/sponsors': () => ({ path: '/v1/admin/sponsors?status=draft' }),
    'post /v1/admin/sponsors': () => ({ path: '/v1/admin/sponsors', body: { name: 'N', benefit: 'N', lat: 35.6, lng: 139.7 } }),
    'patch /v1/admin/sponsors/{id}': (t) => ({ path: `/v1/admin/sponsors/${t.sponsorId}`, body: { checkin_radius_m: 150 } }),
    'get /v1/admin/themes': () => ({ path: '/v1/admin/themes' }),
    'post /v1/admin/themes': () => ({
      path: '/v1/admin/themes',
      body: { code: `n_${randomUUID().slice(0, 8)}`, name_en: 'N', name_ja: 'N', colors: { primary: '#ffffff' } },
    }),
    'patch /v1/admin/themes/{id}': (t) => ({ path: `/v1/admin/themes/${t.themeId}`, body: { sort_order: 5 } }),
    'get /v1/admin/holidays': () => ({ path: '/v1/admin/holidays?year=2026' }),
    'post /v1/admin/holidays': (t) => ({ path: '/v1/admin/holidays', body: { date: t.holiday, name: '臨時休日' } }),
    'delete /v1/admin/holidays/{date}': (t) => ({ path: `/v1/admin/holidays/${t.holiday}` }),
    'get /v1/admin/support-tickets': () => ({ path: '/v1/admin/support-tickets?status=open' }),
    'get /v1/admin/support-tickets/{id}': (t) => ({ path: `/v1/admin/support-tickets/${t.ticketId}` }),
    'post /v1/admin/support-tickets/{id}/reply': (t) => ({ path: `/v1/admin/support-tickets/${t.ticketId}/reply`, body: { body: 'Answer' } }),
    'post /v1/admin/support-tickets/{id}/close': (t) => ({ path: `/v1/admin/support-tickets/${t.ticketId}/close` }),
    'post /v1/admin/support-tickets/{id}/reopen': (t) => ({ path: `/v1/admin/support-tickets/${t.ticketId}/reopen` }),
    'post /v1/admin/support-tickets/{id}/assign': (t) => ({ path: `/v1/admin/support-tickets/${t.ticketId}/assign`, body: { admin_id: t.adminId } }),
    'get /v1/admin/error-reports': () => ({ path: '/v1/admin/error-reports?status=open' }),
    'get /v1/admin/error-reports/{id}': (t) => ({ path: `/v1/admin/error-reports/${t.reportId}` }),
    'post /v1/admin/error-reports/{id}/resolve': (t) => ({ path: `/v1/admin/error-reports/${t.reportId}/resolve`, body: { resolution_note: 'Fixed' } }),
    'post /v1/admin/error-reports/{id}/reject': (t) => ({ path: `/v1/admin/error-reports/${t.reportId}/reject`, body: { resolution_note: 'No' } }),
    'post /v1/admin/error-reports/{id}/reopen': (t) => ({ path: `/v1/admin/error-reports/${t.reportId}/reopen` }),
    'post /v1/admin/error-reports/{id}/assign': (t) => ({ path: `/v1/admin/error-reports/${t.reportId}/assign`, body: { admin_id: t.adminId } }),
  };

  it('has a request for every admin route in the document', () => {
    expect(Object.keys(requests).sort()).toEqual(adminOps.map((o) => `${o.method} ${o.path}`).sort());
  });

  const cases = [...Object.keys(builtInRoles), 'viewer'].flatMap((role) => adminOps.map((o) => [role, `${o.method} ${o.path}`, o] as const));
  it.each(cases)('%s → %s', async (role, name, o) => {
    const permission = guardOf(name);
    const allowed = permission === 'any' || matrixRoles[role]!.includes(permission);
    const changes = o.method !== 'get';
    const t = { ...(allowed && changes ? await target() : (shared ??= await target())), ...(await extra(name)) };
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
