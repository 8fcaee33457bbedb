import type { ScreenDef } from '../../screen';
import { ArticleEditor, Articles } from './Articles';
import { Reviews } from './Reviews';
import { Sales } from './Sales';

export const screens: ScreenDef[] = [
  { path: 'reviews', group: 'ops', permission: 'reviews.view', label: { en: 'Reviews', ja: 'レビュー審査' }, element: <Reviews /> },
  { path: 'articles', group: 'content', permission: 'articles.view', label: { en: 'Articles', ja: '記事' }, element: <Articles /> },
  { path: 'articles/:id', group: 'content', permission: 'articles.view', label: { en: 'Article', ja: '記事' }, navHidden: true, element: <ArticleEditor /> },
  { path: 'sales', group: 'main', permission: 'sales.view', label: { en: 'Sales', ja: '売上' }, element: <Sales /> },
];
