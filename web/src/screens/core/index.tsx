import type { ScreenDef } from '../../screen';
import { Admins } from './Admins';
import { AuditLog } from './AuditLog';
import { Dashboard } from './Dashboard';
import { OwnerDetail, Owners } from './Owners';
import { Roles } from './Roles';
import { UserDetail, Users } from './Users';

export const screens: ScreenDef[] = [
  { path: 'dashboard', group: 'main', permission: 'dashboard.view', label: { en: 'Dashboard', ja: 'ダッシュボード' }, element: <Dashboard /> },
  { path: 'users', group: 'users', permission: 'users.view', label: { en: 'Users', ja: 'ユーザー' }, element: <Users /> },
  { path: 'users/:id', group: 'users', permission: 'users.view', label: { en: 'User', ja: 'ユーザー' }, navHidden: true, element: <UserDetail /> },
  { path: 'owners', group: 'owners', permission: 'owners.view', label: { en: 'Owners', ja: 'オーナー' }, element: <Owners /> },
  { path: 'owners/:id', group: 'owners', permission: 'owners.view', label: { en: 'Owner', ja: 'オーナー' }, navHidden: true, element: <OwnerDetail /> },
  { path: 'admins', group: 'admins', permission: 'admins.view', label: { en: 'Admins', ja: '管理者' }, element: <Admins /> },
  { path: 'roles', group: 'admins', permission: 'roles.view', label: { en: 'Roles', ja: 'ロールと権限' }, element: <Roles /> },
  { path: 'audit-log', group: 'admins', permission: 'admins.view', label: { en: 'Audit log', ja: '監査ログ' }, element: <AuditLog /> },
];
