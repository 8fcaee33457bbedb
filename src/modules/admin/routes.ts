import type { OpenAPIHono } from '@hono/zod-openapi';
import { withCallerDb, type AppContext, type AppEnv } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { createdContent, jsonBody, jsonContent } from '../../http/openapi-helpers.js';
import { defineRoute } from '../../http/route.js';
import { auditActor, listAuditLog, recordAudit, withAudit } from './audit.js';
import { inactiveAdmin, loadAdmin } from './guard.js';
import {
  AdminCreateBody,
  AdminIdParams,
  AdminListQuery,
  AdminPatchBody,
  AuditLogQuery,
  NotificationPrefsBody,
  RoleCreateBody,
  RoleIdParams,
  RolePatchBody,
  RolePermissionsBody,
  responses,
} from './schemas.js';
import * as admins from './service.js';

const tags = ['Admin: accounts and roles'];

/** For work in several steps (identity-provider calls between them): each step its own transaction. */
const callerTx =
  (c: AppContext): admins.CallerTransaction =>
  (work) =>
    withCallerDb(c, work);

const getMe = defineRoute({
  access: 'user',
  method: 'get',
  path: '/v1/admin/admins/me',
  operationId: 'getAdminMe',
  tags,
  summary: 'The caller as an admin (the portal’s login check)',
  description:
    '200 only for an active admin whose user_id is the token subject. The portal signs out (reason `not_admin`) on 401, 403 or 404.',
  errors: { 403: '`forbidden`: the admin account is disabled.', 404: '`not_found`: the caller is not an admin.' },
  responses: { 200: jsonContent(responses.admin, 'The admin') },
});

const listAdmins = defineRoute({
  access: { admin: 'admins.view' },
  method: 'get',
  path: '/v1/admin/admins',
  operationId: 'listAdmins',
  description:
    'Admin accounts filtered by `status`, newest first. Paged: `limit` (default 20, at most 100) and the opaque `cursor` from the previous page’s `next_cursor` (null on the last page).',
  tags,
  summary: 'Admin accounts, newest first',
  request: { query: AdminListQuery },
  responses: { 200: jsonContent(responses.adminList, 'A page of admins') },
});

const createAdmin = defineRoute({
  access: { admin: 'admins.edit' },
  method: 'post',
  path: '/v1/admin/admins',
  operationId: 'createAdmin',
  tags,
  summary: 'Create an admin account with a one-time initial password',
  description:
    'Creates a confirmed identity user and an `active` admin; the 12-character password is returned once only. An admin may only grant a role whose every key they hold; only a Super Admin grants Super Admin. If the identity provider fails part-way (503), the admin is left `pending`: the same request again finishes it (or, when the address belongs to someone else’s account, answers 409 and removes it).',
  request: { body: jsonBody(AdminCreateBody) },
  errors: {
    403: '`forbidden`: the caller lacks admins.edit; or the role lies above the caller (`message_key` `errors.role_ceiling`, `details.missing_permissions`), or is Super Admin and the caller is not (`errors.super_admin_only`).',
    409: '`conflict`: an account with this e-mail already exists.',
    503: '`service_unavailable`: the database or the identity provider is unreachable; retry the same request.',
  },
  responses: { 201: createdContent(responses.adminCreated, 'Created') },
});

const getAdmin = defineRoute({
  access: { admin: 'admins.view' },
  method: 'get',
  path: '/v1/admin/admins/{id}',
  operationId: 'getAdmin',
  description:
    'One admin account with its role, status and last portal sign-in.',
  tags,
  summary: 'One admin account',
  request: { params: AdminIdParams },
  responses: { 200: jsonContent(responses.admin, 'The admin') },
});

const patchAdmin = defineRoute({
  access: { admin: 'admins.edit' },
  method: 'patch',
  path: '/v1/admin/admins/{id}',
  operationId: 'updateAdmin',
  description:
    'Changes only the fields sent. A caller may not raise an admin above their own role, change their own role or status, or leave the system without an active Super Admin; each change is recorded in the audit log.',
  tags,
  summary: 'Change an admin’s name, role or status',
  request: { params: AdminIdParams, body: jsonBody(AdminPatchBody) },
  errors: {
    403: '`forbidden`: the caller lacks admins.edit; or the admin’s current or new role lies above the caller (`errors.role_ceiling`), or is Super Admin and the caller is not (`errors.super_admin_only`).',
    409: '`conflict`: changing your own role or status, leaving no active Super Admin, or a `pending` admin.',
  },
  responses: { 200: jsonContent(responses.admin, 'The changed admin') },
});

const disableAdmin = defineRoute({
  access: { admin: 'admins.edit' },
  method: 'delete',
  path: '/v1/admin/admins/{id}',
  operationId: 'disableAdmin',
  description:
    'Sets the account `disabled`: from the next request on, its tokens are refused on every admin route. The row stays for the audit log; PATCH with `status: active` re-enables it.',
  tags,
  summary: 'Disable an admin account (kept for the record; can be re-enabled by PATCH)',
  request: { params: AdminIdParams },
  errors: {
    403: '`forbidden`: the caller lacks admins.edit; or the admin’s role lies above the caller (`errors.role_ceiling`), or is Super Admin and the caller is not (`errors.super_admin_only`).',
    409: '`conflict`: disabling yourself, the last active Super Admin, or a `pending` admin.',
  },
  responses: { 204: { description: 'Disabled' } },
});

const resetPassword = defineRoute({
  access: { admin: 'admins.edit' },
  method: 'post',
  path: '/v1/admin/admins/{id}/reset-password',
  operationId: 'resetAdminPassword',
  description:
    'Generates a 12-character password for the admin, returned once in this answer and stored only as a hash; every session of the admin ends, so whoever knew the old password is signed out.',
  tags,
  summary: 'Generate a new password for an admin, shown once',
  request: { params: AdminIdParams },
  errors: {
    403: '`forbidden`: the caller lacks admins.edit; or the admin’s role lies above the caller (`errors.role_ceiling`), or is Super Admin and the caller is not (`errors.super_admin_only`).',
    409: '`conflict`: the admin is `pending` (no identity user yet).',
  },
  responses: { 200: jsonContent(responses.password, 'The new password') },
});

const listRoles = defineRoute({
  access: { admin: 'roles.view' },
  method: 'get',
  path: '/v1/admin/roles',
  operationId: 'listRoles',
  description:
    'Every role, built-in roles (`is_system`) first; their keys are in GET /v1/admin/role-permissions.',
  tags,
  summary: 'Roles',
  responses: { 200: jsonContent(responses.roleList, 'Roles, built-in first') },
});

const createRole = defineRoute({
  access: { admin: 'roles.edit' },
  method: 'post',
  path: '/v1/admin/roles',
  operationId: 'createRole',
  description:
    'A custom role with no permission keys; grant them with PUT /v1/admin/roles/{id}/permissions. `role_code` is unique.',
  tags,
  summary: 'Create a role',
  request: { body: jsonBody(RoleCreateBody) },
  errors: {
    403: '`forbidden`: the caller lacks roles.edit, or gives the role keys they do not hold (`errors.role_ceiling`, `details.missing_permissions`).',
    409: '`conflict`: the role_code is taken.',
  },
  responses: { 201: createdContent(responses.role, 'Created') },
});

const getRole = defineRoute({
  access: { admin: 'roles.view' },
  method: 'get',
  path: '/v1/admin/roles/{id}',
  operationId: 'getRole',
  description:
    'One role; its keys are in GET /v1/admin/role-permissions.',
  tags,
  summary: 'One role',
  request: { params: RoleIdParams },
  responses: { 200: jsonContent(responses.role, 'The role') },
});

const patchRole = defineRoute({
  access: { admin: 'roles.edit' },
  method: 'patch',
  path: '/v1/admin/roles/{id}',
  operationId: 'updateRole',
  description:
    'Changes only the fields sent. A built-in role keeps its code.',
  tags,
  summary: 'Change a role’s code, name, description or colour',
  request: { params: RoleIdParams, body: jsonBody(RolePatchBody) },
  errors: { 409: '`conflict`: recoding a built-in role, or the role_code is taken.' },
  responses: { 200: jsonContent(responses.role, 'The changed role') },
});

const deleteRole = defineRoute({
  access: { admin: 'roles.edit' },
  method: 'delete',
  path: '/v1/admin/roles/{id}',
  operationId: 'deleteRole',
  description:
    'Only a custom role that no admin holds can be deleted.',
  tags,
  summary: 'Delete a role no admin holds',
  request: { params: RoleIdParams },
  errors: { 409: '`conflict`: a built-in role, or a role still held by admins.' },
  responses: { 204: { description: 'Deleted' } },
});

const putRolePermissions = defineRoute({
  access: { admin: 'roles.edit' },
  method: 'put',
  path: '/v1/admin/roles/{id}/permissions',
  operationId: 'setRolePermissions',
  description:
    'Replaces the role’s whole set of permission keys in one transaction: the portal’s Roles screen sends this only on an explicit save. Unknown keys are 422 with `param`.',
  tags,
  summary: 'Save a role’s permission keys (the Roles screen’s one explicit save)',
  request: { params: RoleIdParams, body: jsonBody(RolePermissionsBody) },
  errors: {
    403: '`forbidden`: the caller lacks roles.edit, gives keys they do not hold, or the role holds keys they do not hold (`errors.role_ceiling`, `details.missing_permissions`).',
    409: '`conflict`: Super Admin’s keys are fixed (all), or the role is the caller’s own.',
  },
  responses: { 200: jsonContent(responses.rolePermissionsOfRole, 'The saved set') },
});

const listPermissions = defineRoute({
  access: { admin: 'any' },
  method: 'get',
  path: '/v1/admin/permissions',
  operationId: 'listPermissions',
  description:
    'The 31 permission keys, grouped as the Roles screen shows them. Any active admin may read them.',
  tags,
  summary: 'The 31 permission keys with their groups',
  responses: { 200: jsonContent(responses.permissions, 'Permission keys') },
});

const listRolePermissions = defineRoute({
  access: { admin: 'any' },
  method: 'get',
  path: '/v1/admin/role-permissions',
  operationId: 'listRolePermissions',
  description:
    'One row per role and permission key; with `GET /v1/admin/admins?status=active` the portal builds what each admin may do. Any active admin may read them.',
  tags,
  summary: 'Role-permission rows, from which the portal builds role → keys',
  responses: { 200: jsonContent(responses.rolePermissions, 'Rows') },
});

const getPrefs = defineRoute({
  access: { admin: 'any' },
  method: 'get',
  path: '/v1/admin/notification-prefs',
  operationId: 'getAdminNotificationPrefs',
  description:
    'Which admin notifications the caller receives (`new_owner`, `new_parking`, `system_alert`, `sales_daily`, `sales_monthly`); each is on until turned off.',
  tags,
  summary: 'The caller’s notification preferences (each on by default)',
  responses: { 200: jsonContent(responses.notificationPrefs, 'Preferences') },
});

const putPrefs = defineRoute({
  access: { admin: 'any' },
  method: 'put',
  path: '/v1/admin/notification-prefs',
  operationId: 'updateAdminNotificationPrefs',
  description:
    'Keys not sent keep their value; unknown keys are 422 with `param`.',
  tags,
  summary: 'Change the caller’s notification preferences (keys not sent keep their value)',
  request: { body: jsonBody(NotificationPrefsBody) },
  responses: { 200: jsonContent(responses.notificationPrefs, 'Preferences') },
});

const getAuditLog = defineRoute({
  access: { admin: 'admins.view' },
  method: 'get',
  path: '/v1/admin/audit-log',
  operationId: 'listAdminAuditLog',
  tags,
  summary: 'Every admin write: who, when, what, and the changed fields before and after; newest first',
  description:
    'Each row is written in the transaction of the change it records, so a row exists exactly when the change committed. Filter by `admin_id`, `action`, `target_type` + `target_id` and time (`from` inclusive, `to` exclusive).',
  request: { query: AuditLogQuery },
  responses: { 200: jsonContent(responses.auditLog, 'A page of audit entries') },
});

export function registerAdminRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(getMe, async (c) => {
    const auth = c.get('auth')!;
    const admin = await loadAdmin(c);
    if (!admin) throw new ApiError('not_found', { message: 'The caller is not an admin.', messageKey: 'errors.not_admin' });
    if (admin.status !== 'active') throw inactiveAdmin(admin.status);
    const me = await withCallerDb(c, (db) => admins.confirmAdminLogin(db, auth.userId, auth.claims.iat));
    return c.json({ admin: me! }, 200);
  });

  app.openapi(listAdmins, async (c) => {
    const { items, nextCursor } = await withCallerDb(c, (db) => admins.listAdmins(db, c.req.valid('query')));
    return c.json({ admins: items, next_cursor: nextCursor }, 200);
  });

  app.openapi(createAdmin, async (c) => {
    const { db, identity } = c.get('deps');
    const { admin, initialPassword } = await admins.createAdmin(callerTx(c), db, identity, c.get('admin')!, c.req.valid('json'), auditActor(c));
    c.header('Location', `/v1/admin/admins/${admin.id}`);
    return c.json({ admin, initial_password: initialPassword }, 201);
  });

  app.openapi(getAdmin, async (c) => {
    const admin = await withCallerDb(c, (db) => admins.getAdmin(db, c.req.valid('param').id));
    return c.json({ admin }, 200);
  });

  app.openapi(patchAdmin, async (c) => {
    const { id } = c.req.valid('param');
    const admin = await withAudit(c, async (db, audit) => {
      const before = await admins.getAdmin(db, id);
      const after = await admins.updateAdmin(db, c.get('admin')!, id, c.req.valid('json'));
      await audit({ action: 'admin.update', target_type: 'admin', target_id: id, before, after });
      return after;
    });
    return c.json({ admin }, 200);
  });

  app.openapi(disableAdmin, async (c) => {
    const { id } = c.req.valid('param');
    await withAudit(c, async (db, audit) => {
      const before = await admins.getAdmin(db, id);
      const after = await admins.updateAdmin(db, c.get('admin')!, id, { status: 'disabled' }, 'disable');
      await audit({ action: 'admin.disable', target_type: 'admin', target_id: id, before, after });
    });
    return c.body(null, 204);
  });

  app.openapi(resetPassword, async (c) => {
    const { db, identity } = c.get('deps');
    const { id } = c.req.valid('param');
    const password = await admins.resetAdminPassword(callerTx(c), db, identity, c.get('admin')!, id);
    // The provider cannot join a transaction: the entry follows the provider's confirmed write.
    const actor = auditActor(c);
    await withCallerDb(c, (tx) => recordAudit(tx, actor, { action: 'admin.reset_password', target_type: 'admin', target_id: id }));
    return c.json({ password }, 200);
  });

  app.openapi(listRoles, async (c) => c.json({ roles: await withCallerDb(c, (db) => admins.listRoles(db)) }, 200));

  app.openapi(createRole, async (c) => {
    const role = await withAudit(c, async (db, audit) => {
      const input = c.req.valid('json');
      const created = await admins.createRole(db, c.get('admin')!, input);
      const keys = [...new Set(input.permission_keys)].sort();
      await audit({ action: 'role.create', target_type: 'role', target_id: created.id, before: null, after: { ...created, permission_keys: keys } });
      return created;
    });
    c.header('Location', `/v1/admin/roles/${role.id}`);
    return c.json({ role }, 201);
  });

  app.openapi(getRole, async (c) => c.json({ role: await withCallerDb(c, (db) => admins.getRole(db, c.req.valid('param').id)) }, 200));

  app.openapi(patchRole, async (c) => {
    const { id } = c.req.valid('param');
    const role = await withAudit(c, async (db, audit) => {
      const before = await admins.getRole(db, id);
      const after = await admins.updateRole(db, id, c.req.valid('json'));
      await audit({ action: 'role.update', target_type: 'role', target_id: id, before, after });
      return after;
    });
    return c.json({ role }, 200);
  });

  app.openapi(deleteRole, async (c) => {
    const { id } = c.req.valid('param');
    await withAudit(c, async (db, audit) => {
      const before = await admins.getRole(db, id);
      await admins.deleteRole(db, id);
      await audit({ action: 'role.delete', target_type: 'role', target_id: id, before, after: null });
    });
    return c.body(null, 204);
  });

  app.openapi(putRolePermissions, async (c) => {
    const { id } = c.req.valid('param');
    const keys = await withAudit(c, async (db, audit) => {
      const before = await admins.permissionKeysOfRole(db, id);
      const after = await admins.setRolePermissions(db, c.get('admin')!, id, c.req.valid('json').permission_keys);
      await audit({ action: 'role.set_permissions', target_type: 'role', target_id: id, before: { permission_keys: before }, after: { permission_keys: after } });
      return after;
    });
    return c.json({ role_id: id, permission_keys: keys }, 200);
  });

  app.openapi(listPermissions, async (c) => c.json({ permissions: await withCallerDb(c, (db) => admins.listPermissions(db)) }, 200));

  app.openapi(listRolePermissions, async (c) =>
    c.json({ role_permissions: await withCallerDb(c, (db) => admins.listRolePermissions(db)) }, 200),
  );

  app.openapi(getPrefs, async (c) => {
    const prefs = await withCallerDb(c, (db) => admins.getNotificationPrefs(db, c.get('admin')!.id));
    return c.json({ notification_prefs: prefs }, 200);
  });

  app.openapi(putPrefs, async (c) => {
    const self = c.get('admin')!.id;
    const prefs = await withAudit(c, async (db, audit) => {
      const before = await admins.getNotificationPrefs(db, self);
      const after = await admins.updateNotificationPrefs(db, self, c.req.valid('json'));
      await audit({ action: 'notification_prefs.update', target_type: 'admin', target_id: self, before, after });
      return after;
    });
    return c.json({ notification_prefs: prefs }, 200);
  });

  app.openapi(getAuditLog, async (c) => {
    const { items, nextCursor } = await withCallerDb(c, (db) => listAuditLog(db, c.req.valid('query')));
    return c.json({ audit_log: items, next_cursor: nextCursor }, 200);
  });
}
