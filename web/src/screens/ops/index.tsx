import type { ScreenDef } from '../../screen';
import { ArticleEditor, Articles } from './Articles';
import { Ads, Holidays, Plans, Settings, Sponsors, Tags, Themes } from './Masters';
import { Notifications } from './Notifications';
import { Reviews } from './Reviews';
import { Sales } from './Sales';
import { ErrorReportDetail, ErrorReports, SupportTicketDetail, SupportTickets } from './Support';

export const screens: ScreenDef[] = [
  { path: 'reviews', group: 'ops', permission: 'reviews.view', label: { en: 'Reviews', ja: 'レビュー審査' }, element: <Reviews /> },
  { path: 'error-reports', group: 'ops', permission: 'support.view', label: { en: 'Error reports', ja: '誤り報告' }, element: <ErrorReports /> },
  { path: 'error-reports/:id', group: 'ops', permission: 'support.view', label: { en: 'Error report', ja: '誤り報告' }, navHidden: true, element: <ErrorReportDetail /> },
  { path: 'support-tickets', group: 'ops', permission: 'support.view', label: { en: 'Support tickets', ja: 'お問い合わせ' }, element: <SupportTickets /> },
  { path: 'support-tickets/:id', group: 'ops', permission: 'support.view', label: { en: 'Support ticket', ja: 'お問い合わせ' }, navHidden: true, element: <SupportTicketDetail /> },
  { path: 'notifications', group: 'ops', permission: 'notifications.view', label: { en: 'Notifications', ja: '通知' }, element: <Notifications /> },
  { path: 'articles', group: 'content', permission: 'articles.view', label: { en: 'Articles', ja: '記事' }, element: <Articles /> },
  { path: 'articles/:id', group: 'content', permission: 'articles.view', label: { en: 'Article', ja: '記事' }, navHidden: true, element: <ArticleEditor /> },
  { path: 'sales', group: 'main', permission: 'sales.view', label: { en: 'Sales', ja: '売上' }, element: <Sales /> },
  { path: 'ads', group: 'content', permission: 'ads.view', label: { en: 'Ads', ja: '広告' }, element: <Ads /> },
  { path: 'sponsors', group: 'content', permission: 'ads.view', label: { en: 'Sponsors', ja: 'スポンサー' }, element: <Sponsors /> },
  { path: 'themes', group: 'content', permission: 'gamification.view', label: { en: 'Themes', ja: 'テーマ' }, element: <Themes /> },
  { path: 'plans', group: 'system', permission: 'plans.view', label: { en: 'Plans', ja: 'プラン' }, element: <Plans /> },
  { path: 'tags', group: 'system', permission: 'tags.view', label: { en: 'Tags', ja: 'タグ' }, element: <Tags /> },
  { path: 'holidays', group: 'system', permission: 'settings.view', label: { en: 'Holidays', ja: '祝日' }, element: <Holidays /> },
  { path: 'settings', group: 'system', permission: 'settings.view', label: { en: 'Settings', ja: '設定' }, element: <Settings /> },
];
