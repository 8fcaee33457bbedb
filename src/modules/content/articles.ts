import { z } from '@hono/zod-openapi';
import type { Queryable } from '../../db/types.js';
import { ApiError } from '../../http/errors.js';
import { cursorInstant, decodeCursor, page } from '../../http/pagination.js';
import type { Article, ArticleListItem } from './schemas.js';

/*
 * The public read of articles. Row-level security shows published articles whose time has come to
 * everyone, and every article to admins with articles.view; these queries ask for the published
 * ones explicitly, so an admin's token reads the same public list as anyone's. "Whose time has come"
 * is `published_at <= now()` in the query itself: a scheduled article appears at its time with no
 * job. The cover's URL comes from the asset it names (assets.public_url).
 */

const LIST_COLUMNS = `a.id, a.slug, a.locale, a.category, a.title, a.summary, a.cover_asset_id, cover.public_url as cover_image_url, a.published_at`;
const FROM = `public.articles a left join public.assets cover on cover.id = a.cover_asset_id`;
const PUBLISHED = `a.status = 'published' and a.published_at <= now()`;

export async function listArticles(
  db: Queryable,
  query: { locale?: string | undefined; category?: string | undefined; limit: number; cursor?: string | undefined },
): Promise<{ items: ArticleListItem[]; nextCursor: string | null }> {
  const after = decodeCursor(query.cursor, z.tuple([cursorInstant, z.uuid()]));
  const { rows } = await db.query<ArticleListItem>(
    `select ${LIST_COLUMNS} from ${FROM}
      where ${PUBLISHED}
        and ($1::text is null or a.locale = $1)
        and ($2::text is null or a.category = $2)
        and ($3::timestamptz is null or (a.published_at, a.id) < ($3::timestamptz, $4::uuid))
      order by a.published_at desc, a.id desc
      limit $5`,
    [query.locale ?? null, query.category ?? null, after?.[0] ?? null, after?.[1] ?? null, query.limit + 1],
  );
  return page(rows, query.limit, (r) => [r.published_at, r.id]);
}

/**
 * One published article by slug: in `locale` when given, else in the preferred locale when it is
 * written in it, else in the other. The body is rendered by `render` (see markdown.ts).
 */
export async function getArticle(
  db: Queryable,
  slug: string,
  locale: string | undefined,
  preferred: string,
  render: (key: string, markdown: string) => Promise<string>,
): Promise<Article> {
  const { rows } = await db.query<Omit<Article, 'body_html'>>(
    `select ${LIST_COLUMNS}, a.body_markdown, a.updated_at from ${FROM}
      where a.slug = $1 and ${PUBLISHED} and ($2::text is null or a.locale = $2)
      order by a.locale = $3 desc, a.locale
      limit 1`,
    [slug, locale ?? null, preferred],
  );
  const article = rows[0];
  if (!article) {
    throw new ApiError('not_found', { message: `No published article ${slug}${locale ? ` in ${locale}` : ''}.`, param: 'slug' });
  }
  return { ...article, body_html: await render(`${article.id}:${article.updated_at}`, article.body_markdown) };
}
