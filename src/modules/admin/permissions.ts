/** The 31 permission keys of contract section 5; the database's `permissions` table holds the same. */
export const permissionKeys = [
  'dashboard.view',
  'parking.view', 'parking.edit', 'tags.view', 'tags.edit', 'reviews.view', 'reviews.moderate',
  'users.view', 'users.edit',
  'owners.view', 'owners.edit',
  'plans.view', 'plans.edit', 'support.view', 'support.respond', 'notifications.view', 'notifications.send', 'sales.view',
  'articles.view', 'articles.edit', 'articles.publish', 'ads.view', 'ads.edit', 'gamification.view', 'gamification.edit',
  'admins.view', 'admins.edit', 'roles.view', 'roles.edit',
  'settings.view', 'settings.edit',
] as const;

export type PermissionKey = (typeof permissionKeys)[number];
