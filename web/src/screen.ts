import type { ReactNode } from 'react';

/** The navigation groups, in the contract's permission-key order (section 5). */
export type NavGroup = 'main' | 'parking' | 'users' | 'owners' | 'ops' | 'content' | 'admins' | 'system' | 'owner';

/**
 * One screen of the portal. Each screen module exports a list of these; the shell mounts them under
 * /portal/<path>, shows them in the navigation of their group when the signed-in admin holds
 * `permission` (fail-open while permissions load), and shows a forbidden page otherwise.
 * `permission: null` is the owner area (any signed-in user).
 */
export interface ScreenDef {
  /** Route path below /portal/, without a leading slash; may contain `:id` params and nested `/*`. */
  path: string;
  group: NavGroup;
  permission: string | null;
  /** Navigation label in both UI languages. */
  label: { en: string; ja: string };
  /** Hidden from the navigation (detail pages reached from a list). */
  navHidden?: boolean;
  element: ReactNode;
}
