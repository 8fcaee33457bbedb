import type { Messages } from '../../i18n';

export const statusMessages = {
  en: { draft: 'Draft', pending: 'Pending review', active: 'Active', on_hold: 'On hold', rejected: 'Rejected', withdrawn: 'Withdrawn' },
  ja: { draft: '下書き', pending: '審査待ち', active: '公開中', on_hold: '保留', rejected: '却下', withdrawn: '取り下げ' },
} satisfies Messages;
