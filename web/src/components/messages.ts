import type { Messages } from '../i18n';

export const common = {
  en: {
    appName: 'Parking portal', confirm: 'Confirm', cancel: 'Cancel', more: 'Load more', loading: 'Loading…', empty: 'Nothing here yet.',
    forbiddenTitle: 'Not permitted', forbiddenText: 'Your role does not include this screen. Ask a Super Admin if you need it.',
    error: 'Error', errorParam: 'Field: {param}', dismiss: 'Dismiss', notifications: 'Notifications', uploading: 'Uploading…',
  },
  ja: {
    appName: '駐車場ポータル', confirm: '確認', cancel: 'キャンセル', more: 'さらに読み込む', loading: '読み込み中…', empty: 'まだありません。',
    forbiddenTitle: '権限がありません', forbiddenText: 'あなたのロールではこの画面を利用できません。必要な場合はスーパー管理者に依頼してください。',
    error: 'エラー', errorParam: '項目: {param}', dismiss: '閉じる', notifications: '通知', uploading: 'アップロード中…',
  },
} satisfies Messages;
