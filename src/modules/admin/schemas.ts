import { z } from '@hono/zod-openapi';
import { IdParams } from '../../http/openapi-helpers.js';
import { nextCursorSchema, pageQuery } from '../../http/pagination.js';
import { permissionKeys } from './permissions.js';
import { instantInput } from '../../http/time-input.js';

const timestamp = z.string().openapi({ format: 'date-time', example: '2026-11-21T09:00:00.000Z' });

export const AdminSchema = z
  .object({
    id: z.uuid(),
    user_id: z.uuid().nullable().openapi({ description: 'The identity-provider user.' }),
    name: z.string(),
    email: z.string(),
    role_id: z.uuid(),
    status: z.enum(['active', 'disabled', 'pending']).openapi({
      description:
        '`active` allows portal login. `pending`: a create that failed part-way (the identity provider was unreachable); repeating the create with the same e-mail finishes it.',
    }),
    last_login_at: timestamp.nullable(),
    created_at: timestamp,
  })
  .openapi('Admin');

export const RoleSchema = z
  .object({
    id: z.uuid(),
    role_code: z.string(),
    name: z.string(),
    description: z.string(),
    color: z.string().openapi({ example: '#2563eb' }),
    is_system: z.boolean().openapi({ description: 'Built-in roles cannot be deleted or recoded.' }),
    created_at: timestamp,
  })
  .openapi('Role');

export const PermissionKeySchema = z.enum(permissionKeys).openapi('PermissionKey');

export const NotificationPrefsSchema = z
  .object({
    new_owner: z.boolean(),
    new_parking: z.boolean(),
    sales_daily: z.boolean(),
    sales_monthly: z.boolean(),
    system_alert: z.boolean(),
  })
  .openapi('AdminNotificationPrefs');

export const AdminIdParams = IdParams;
export const RoleIdParams = IdParams;

export const AdminListQuery = z.object({
  status: z.enum(['active', 'disabled', 'pending']).optional().openapi({ param: { name: 'status', in: 'query' } }),
  ...pageQuery,
});

export const AdminCreateBody = z
  .strictObject({
    email: z.email().max(320),
    name: z.string().trim().min(1).max(200),
    role_id: z.uuid(),
  })
  .openapi('AdminCreateBody');

export const AdminPatchBody = z
  .strictObject({
    name: z.string().trim().min(1).max(200).optional(),
    role_id: z.uuid().optional(),
    status: z.enum(['active', 'disabled']).optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one of name, role_id, status.' })
  .openapi('AdminPatchBody');

const roleCode = z.string().regex(/^[a-z][a-z0-9_]{1,49}$/, 'lowercase letters, digits and underscores, 2 to 50, starting with a letter');
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #2563eb');

export const RoleCreateBody = z
  .strictObject({
    role_code: roleCode,
    name: z.string().trim().min(1).max(100),
    description: z.string().max(500).default(''),
    color: color.default('#64748b'),
    permission_keys: z.array(PermissionKeySchema).max(permissionKeys.length).default([]),
  })
  .openapi('RoleCreateBody');

export const RolePatchBody = z
  .strictObject({
    role_code: roleCode.optional(),
    name: z.string().trim().min(1).max(100).optional(),
    description: z.string().max(500).optional(),
    color: color.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one field to change.' })
  .openapi('RolePatchBody');

export const RolePermissionsBody = z
  .strictObject({ permission_keys: z.array(PermissionKeySchema).max(permissionKeys.length) })
  .openapi('RolePermissionsBody');

export const NotificationPrefsBody = NotificationPrefsSchema.partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one preference.' })
  .openapi('AdminNotificationPrefsBody');

export const AuditLogQuery = z.object({
  admin_id: z.uuid().optional().openapi({ param: { name: 'admin_id', in: 'query' }, description: 'Only this admin’s actions.' }),
  action: z
    .string()
    .regex(/^[a-z_]+\.[a-z_]+$/)
    .optional()
    .openapi({ param: { name: 'action', in: 'query' }, description: 'e.g. `admin.update`, `review.approve`.' }),
  target_type: z
    .string()
    .regex(/^[a-z_]+$/)
    .optional()
    .openapi({ param: { name: 'target_type', in: 'query' }, description: 'e.g. `admin`, `role`, `parking_lot`, `review`.' }),
  target_id: z.string().min(1).max(200).optional().openapi({ param: { name: 'target_id', in: 'query' } }),
  from: instantInput.optional().openapi({ param: { name: 'from', in: 'query' }, description: 'Inclusive.' }),
  to: instantInput.optional().openapi({ param: { name: 'to', in: 'query' }, description: 'Exclusive.' }),
  ...pageQuery,
});

export const AuditEntrySchema = z
  .object({
    id: z.uuid(),
    admin_id: z.uuid(),
    admin_name: z.string(),
    admin_email: z.string(),
    action: z.string().openapi({ example: 'review.approve' }),
    target_type: z.string().openapi({ example: 'review' }),
    target_id: z.string().nullable(),
    before: z.record(z.string(), z.unknown()).nullable().openapi({ description: 'The changed fields before the write; null for a create.' }),
    after: z.record(z.string(), z.unknown()).nullable().openapi({ description: 'The changed fields after the write; null for a delete.' }),
    request_id: z.string().nullable(),
    created_at: timestamp,
  })
  .openapi('AdminAuditEntry');

export const responses = {
  auditLog: z.object({ audit_log: z.array(AuditEntrySchema), next_cursor: nextCursorSchema }).openapi('AdminAuditLog'),
  admin: z.object({ admin: AdminSchema }).openapi('AdminResult'),
  adminList: z.object({ admins: z.array(AdminSchema), next_cursor: nextCursorSchema }).openapi('AdminList'),
  adminCreated: z
    .object({
      admin: AdminSchema,
      initial_password: z.string().length(12).openapi({ description: 'Shown once; never retrievable again.' }),
    })
    .openapi('AdminCreated'),
  password: z.object({ password: z.string().length(12).openapi({ description: 'Shown once.' }) }).openapi('AdminPasswordReset'),
  role: z.object({ role: RoleSchema }).openapi('RoleResult'),
  roleList: z.object({ roles: z.array(RoleSchema) }).openapi('RoleList'),
  rolePermissionsOfRole: z
    .object({ role_id: z.uuid(), permission_keys: z.array(PermissionKeySchema) })
    .openapi('RolePermissionSet'),
  permissions: z
    .object({
      permissions: z.array(z.object({ key: PermissionKeySchema, group: z.string(), description: z.string() })),
    })
    .openapi('PermissionList'),
  rolePermissions: z
    .object({ role_permissions: z.array(z.object({ role_id: z.uuid(), permission_key: PermissionKeySchema })) })
    .openapi('RolePermissionList'),
  notificationPrefs: z.object({ notification_prefs: NotificationPrefsSchema }).openapi('AdminNotificationPrefsResult'),
};

export type Admin = z.infer<typeof AdminSchema>;
export type Role = z.infer<typeof RoleSchema>;
