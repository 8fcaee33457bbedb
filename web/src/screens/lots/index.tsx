import type { ScreenDef } from '../../screen';
import { LotEditor } from './LotEditor';
import { LotsList } from './LotsList';
import { OwnerArea } from './Owner';
import { LotQueue } from './Queue';

export const screens: ScreenDef[] = [
  { path: 'lots', group: 'parking', permission: 'parking.view', label: { en: 'Parking lots', ja: '駐車場' }, element: <LotsList /> },
  { path: 'lots/new', group: 'parking', permission: 'parking.edit', label: { en: 'New lot', ja: '駐車場を登録' }, navHidden: true, element: <LotEditor mode="admin" /> },
  { path: 'lots/:id', group: 'parking', permission: 'parking.view', label: { en: 'Parking lot', ja: '駐車場' }, navHidden: true, element: <LotEditor mode="admin" key="edit" /> },
  { path: 'lot-queue', group: 'parking', permission: 'parking.edit', label: { en: 'Pending lots', ja: '審査待ちの駐車場' }, element: <LotQueue /> },
  { path: 'owner', group: 'owner', permission: null, label: { en: 'My parking lots', ja: '自分の駐車場' }, element: <OwnerArea /> },
  { path: 'owner/lots/new', group: 'owner', permission: null, label: { en: 'New lot', ja: '駐車場を登録' }, navHidden: true, element: <LotEditor mode="owner" /> },
  { path: 'owner/lots/:id', group: 'owner', permission: null, label: { en: 'My lot', ja: '自分の駐車場' }, navHidden: true, element: <LotEditor mode="owner" key="edit" /> },
];
