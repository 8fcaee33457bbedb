import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/modules/content/markdown.js';
import { createHarness, type Harness } from '../support/harness.js';
import { anon, asCallerRolledBack, createArticle, createAsset, expectError, userCaller } from './fixtures.js';

let h: Harness;
let cover: { id: string; url: string };
const ids = {} as Record<'a' | 'aEn' | 'b' | 'c' | 'draft' | 'archived' | 'scheduled', string>;

beforeAll(async () => {
  h = await createHarness();
  cover = await createAsset(h.db);
  // Published at different past times, newest first: c, b, a. Plus what the public must not see.
  ids.a = (await createArticle(h.db, { slug: 'spring-rates', locale: 'ja', category: 'news', publishedIn: '-3 days' })).id;
  ids.aEn = (await createArticle(h.db, { slug: 'spring-rates', locale: 'en', category: 'news', publishedIn: '-3 days', title: 'Spring rates' })).id;
  ids.b = (await createArticle(h.db, { slug: 'how-to-park', locale: 'ja', category: 'guide', publishedIn: '-2 days', coverAssetId: cover.id })).id;
  ids.c = (await createArticle(h.db, { slug: 'campaign-now', locale: 'ja', category: 'campaign', publishedIn: '-1 day' })).id;
  ids.draft = (await createArticle(h.db, { slug: 'a-draft', status: 'draft', coverAssetId: (await createAsset(h.db)).id })).id;
  ids.archived = (await createArticle(h.db, { slug: 'old-news', status: 'archived', publishedIn: '-30 days' })).id;
  ids.scheduled = (await createArticle(h.db, { slug: 'next-week', publishedIn: '+7 days' })).id;
});
afterAll(() => h.close());

const slugs = (res: { body: { articles: { slug: string; locale: string }[] } }) => res.body.articles.map((a) => `${a.slug}/${a.locale}`);

describe('GET /v1/articles', () => {
  it('lists published articles only, newest first, without a token', async () => {
    const res = await h.request('/v1/articles');
    expect(res.status).toBe(200);
    expect(slugs(res)).toEqual(['campaign-now/ja', 'how-to-park/ja', expect.stringMatching(/^spring-rates/), expect.stringMatching(/^spring-rates/)]);
    expect(res.body.next_cursor).toBeNull();
    const withCover = res.body.articles.find((a: { slug: string }) => a.slug === 'how-to-park');
    expect(withCover).toEqual({
      id: ids.b,
      slug: 'how-to-park',
      locale: 'ja',
      category: 'guide',
      title: 'Title of how-to-park',
      summary: 'A summary.',
      cover_asset_id: cover.id,
      cover_image_url: cover.url,
      published_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(res.body.articles.find((a: { slug: string }) => a.slug === 'campaign-now').cover_image_url).toBeNull();
  });

  it('shows a scheduled article once its time comes, with no job: the query compares with now()', async () => {
    const before = await h.request('/v1/articles?limit=100');
    expect(slugs(before)).not.toContain('next-week/ja');
    await h.db.query(`update public.articles set published_at = date_trunc('milliseconds', now()) - interval '1 second' where id = $1`, [ids.scheduled]);
    const after = await h.request('/v1/articles?limit=100');
    expect(slugs(after)[0]).toBe('next-week/ja');
    expect((await h.request('/v1/articles/next-week')).status).toBe(200);
    await h.db.query(`update public.articles set published_at = date_trunc('milliseconds', now()) + interval '7 days' where id = $1`, [ids.scheduled]);
    expectError(await h.request('/v1/articles/next-week'), 404, 'not_found', 'slug');
  });

  it('filters by locale and category', async () => {
    expect(slugs(await h.request('/v1/articles?locale=en'))).toEqual(['spring-rates/en']);
    expect(slugs(await h.request('/v1/articles?category=guide'))).toEqual(['how-to-park/ja']);
    expect(slugs(await h.request('/v1/articles?category=news&locale=ja'))).toEqual(['spring-rates/ja']);
    expect(slugs(await h.request('/v1/articles?category=maintenance'))).toEqual([]);
  });

  it('pages with a keyset cursor that holds when an article is published meanwhile', async () => {
    const first = await h.request('/v1/articles?limit=2');
    expect(slugs(first)).toEqual(['campaign-now/ja', 'how-to-park/ja']);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const inserted = await createArticle(h.db, { slug: 'breaking', publishedIn: '-1 second' });
    const second = await h.request(`/v1/articles?limit=2&cursor=${first.body.next_cursor}`);
    expect(slugs(second).map((s) => s.split('/')[0])).toEqual(['spring-rates', 'spring-rates']);
    expect(second.body.next_cursor).toBeNull();
    await h.db.query('delete from public.articles where id = $1', [inserted.id]);
  });

  it('refuses bad input with the envelope and the offending param', async () => {
    for (const [query, param] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=ten', 'limit'],
      ['locale=fr', 'locale'],
      ['category=Not-A-Code', 'category'],
      [`category=${'a'.repeat(51)}`, 'category'],
      ['cursor=not-a-cursor', 'cursor'],
    ] as const) {
      expectError(await h.request(`/v1/articles?${query}`), 422, 'validation_error', param);
    }
  });

  it('answers an admin token like anyone: the public list, not the drafts row-level security shows admins', async () => {
    const admin = await h.createAdmin('content_manager');
    const res = await h.request('/v1/articles?limit=100', { token: admin.token });
    expect(slugs(res)).not.toContain('a-draft/ja');
    expect(slugs(res)).not.toContain('old-news/ja');
  });
});

describe('GET /v1/articles/{slug}', () => {
  it('returns the Markdown and the rendered HTML', async () => {
    const res = await h.request('/v1/articles/how-to-park');
    expect(res.status).toBe(200);
    expect(res.body.article).toMatchObject({
      id: ids.b,
      slug: 'how-to-park',
      body_markdown: '# Heading\n\nSome **bold** text.',
      body_html: '<h1>Heading</h1>\n<p>Some <strong>bold</strong> text.</p>',
      cover_image_url: cover.url,
      updated_at: expect.any(String),
    });
  });

  it('picks the locale asked for, else the Accept-Language one, else the other', async () => {
    expect((await h.request('/v1/articles/spring-rates?locale=en')).body.article.id).toBe(ids.aEn);
    expect((await h.request('/v1/articles/spring-rates?locale=ja')).body.article.id).toBe(ids.a);
    expect((await h.request('/v1/articles/spring-rates', { headers: { 'accept-language': 'en-GB,en;q=0.9' } })).body.article.id).toBe(ids.aEn);
    expect((await h.request('/v1/articles/spring-rates', { headers: { 'accept-language': 'ja-JP' } })).body.article.id).toBe(ids.a);
    // Written in Japanese only: an English reader still gets it, unless English is required.
    expect((await h.request('/v1/articles/how-to-park', { headers: { 'accept-language': 'en' } })).body.article.locale).toBe('ja');
    expectError(await h.request('/v1/articles/how-to-park?locale=en'), 404, 'not_found', 'slug');
  });

  it('is 404 for drafts, archived and unknown slugs, 422 for a malformed slug', async () => {
    for (const slug of ['a-draft', 'old-news', 'no-such-article']) expectError(await h.request(`/v1/articles/${slug}`), 404, 'not_found', 'slug');
    for (const slug of ['Upper-Case', 'double--hyphen', '-leading', 'a'.repeat(101), 'sp%20ace']) {
      expectError(await h.request(`/v1/articles/${slug}`), 422, 'validation_error', 'slug');
    }
    expectError(await h.request('/v1/articles/how-to-park?locale=de'), 422, 'validation_error', 'locale');
  });

  it('renders a changed body again (the cache is keyed by the version)', async () => {
    await h.db.query(`update public.articles set body_markdown = 'Changed *now*' where id = $1`, [ids.c]);
    expect((await h.request('/v1/articles/campaign-now')).body.article.body_html).toBe('<p>Changed <em>now</em></p>');
  });
});

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'>\/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'>\/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(quot|amp|lt|gt|apos|colon|tab|newline);/gi, (_, name: string) => ({ quot: '"', amp: '&', lt: '<', gt: '>', apos: "'", colon: ':', tab: '\t', newline: '\n' })[name.toLowerCase()]!);
}

/**
 * What must never be in body_html, whatever the Markdown: read as a browser tokenises it (tags and
 * their attributes, values decoded), no element beyond harmless ones, no event handler or style
 * attribute, no URL with a scripting or data scheme; and every `<` in the text is either one of the
 * tags read or escaped, so nothing is left for a browser to read differently.
 */
function expectInert(html: string) {
  const allowed = new Set(['p', 'a', 'img', 'em', 'strong', 'del', 'code', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'br', 'hr', 's']);
  const withoutTags = html.replace(TAG, (_tag, _close, name: string, attributes: string) => {
    expect(allowed, `element <${name}> in ${html}`).toContain(name.toLowerCase());
    for (const [, attr, ...values] of attributes.matchAll(ATTRIBUTE)) {
      const key = attr!.toLowerCase();
      const value = decodeEntities(values.find((v) => v !== undefined) ?? '').replace(/[\u0000-\u0020]/g, '').toLowerCase();
      expect(key, `attribute ${key} in ${html}`).not.toMatch(/^(on|style$|formaction$|srcdoc$|xlink)/);
      if (['href', 'src', 'action', 'cite', 'background', 'poster'].includes(key)) {
        expect(value, `${key} in ${html}`).not.toMatch(/^(javascript|vbscript|data|file):|^\/\//);
      }
    }
    return '';
  });
  expect(withoutTags).not.toContain('<');
}

describe('Markdown to safe HTML', () => {
  const attacks = [
    '<script>alert(1)</script>',
    'before <script>alert(1)</script> after',
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)><script>alert(1)</script></svg>',
    '<iframe src="https://evil.example"></iframe>',
    '<a href="javascript:alert(1)">x</a>',
    'a <b onmouseover=alert(1)>b</b> c',
    '<div style="background:url(javascript:alert(1))">x</div>',
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](java&#x09;script:alert(1))',
    '[x](  javascript:alert(1))',
    '[x](vbscript:msgbox(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '![x](javascript:alert(1))',
    '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
    '<javascript:alert(1)>',
    '[ref]\n\n[ref]: javascript:alert(1)',
    '[x](https://ok.example "\\" onmouseover=alert(1) x=\\"")',
    '<form action="javascript:alert(1)"><button>go</button></form>',
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    '<style>body{display:none}</style>',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<!-- <script>alert(1)</script> -->',
    '<<script>script>alert(1)<</script>/script>',
    '[x](//evil.example/steal)',
    '![x](//evil.example/track.png)',
    '[x](data:image/png;base64,iVBORw0KGgo=)',
    '```"><script>alert(1)</script>\nx\n```',
    '<https://ok.example/"onmouseover="alert(1)>',
  ];

  it('has a check that catches what it looks for (unrendered attacks fail it)', () => {
    for (const raw of ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<a href="jav&#x09;ascript:alert(1)">x</a>',
      '<p style="x">y</p>', "<a href='data:text/html,x'>x</a>", '<svg onload=alert(1)>', '<<p>']) {
      expect(() => expectInert(raw), raw).toThrow();
    }
  });

  it.each(attacks)('no script survives %j', async (markdown) => {
    expectInert(await renderMarkdown(markdown));
  });

  it('keeps what Markdown is for: headings, emphasis, lists, tables, code, safe links and images', async () => {
    const html = await renderMarkdown(
      '## 料金\n\n*italic* **bold** ~~old~~\n\n3. three\n4. four\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```js\n<b>code</b>\n```\n\n' +
        '[site](https://example.jp) [page](/help/fees) ![pic](https://example.jp/p.png) https://example.jp/auto mailto:help@example.jp',
    );
    expect(html).toContain('<h2>料金</h2>');
    expect(html).toContain('<em>italic</em> <strong>bold</strong> <s>old</s>');
    expect(html).toContain('<ol start="3">');
    expect(html).toContain('<table>');
    expect(html).toContain('<pre><code class="language-js">&lt;b&gt;code&lt;/b&gt;\n</code></pre>');
    expect(html).toContain('<a href="https://example.jp">site</a>');
    expect(html).toContain('<a href="/help/fees">page</a>');
    expect(html).toContain('<img src="https://example.jp/p.png" alt="pic" />');
    expect(html).toContain('<a href="https://example.jp/auto">https://example.jp/auto</a>');
    expect(html).toContain('<a href="mailto:help@example.jp">');
  });

  it('escapes text, and keeps a link title inside its attribute', async () => {
    expect(await renderMarkdown('1 < 2 & "3" <not a tag')).toBe('<p>1 &lt; 2 &amp; "3" &lt;not a tag</p>');
    expect(await renderMarkdown('[x](https://ok.example "\\" onmouseover=alert(1) x=\\"")')).toBe(
      '<p><a href="https://ok.example" title="&quot; onmouseover=alert(1) x=&quot;">x</a></p>',
    );
    expect(await renderMarkdown('<b>not bold</b>')).toBe('<p>&lt;b&gt;not bold&lt;/b&gt;</p>');
  });

  it('serves a hostile body through the API inert, the Markdown itself unchanged', async () => {
    const body = attacks.join('\n\n');
    await createArticle(h.db, { slug: 'hostile', body });
    const res = await h.request('/v1/articles/hostile');
    expect(res.status).toBe(200);
    expect(res.body.article.body_markdown).toBe(body);
    expectInert(res.body.article.body_html);
  });
});

describe('row-level security', () => {
  it('shows the public and ordinary users published articles only, and their covers only', async () => {
    const user = await h.createUser();
    for (const caller of [anon, userCaller(user)]) {
      const seen = await asCallerRolledBack(h.db, caller, async (tx) => (await tx.query<{ slug: string }>('select slug from public.articles order by slug')).rows.map((r) => r.slug));
      expect(seen).toEqual(['campaign-now', 'hostile', 'how-to-park', 'spring-rates', 'spring-rates']);
      const assets = await asCallerRolledBack(h.db, caller, async (tx) => (await tx.query<{ id: string }>('select id from public.assets')).rows.map((r) => r.id));
      expect(assets).toEqual([cover.id]);
    }
  });

  it('lets no one but an admin with articles.* write, and only a publisher touch published articles', async () => {
    const user = await h.createUser();
    const insert = (status: string) => (tx: { query: (s: string, p?: unknown[]) => Promise<unknown> }) =>
      tx.query(`insert into public.articles (slug, locale, category, title, status, published_at) values ('x-' || md5(random()::text), 'ja', 'news', 'T', $1, date_trunc('milliseconds', now()))`, [status]);
    expect(await asCallerRolledBack(h.db, anon, insert('draft'))).toEqual({ sqlstate: '42501' });
    expect(await asCallerRolledBack(h.db, userCaller(user), insert('draft'))).toEqual({ sqlstate: '42501' });
    const updated = await asCallerRolledBack(h.db, userCaller(user), async (tx) => (await tx.query(`update public.articles set title = 'pwned' where id = $1`, [ids.b])).rowCount);
    expect(updated).toBe(0);

    const support = await h.createAdmin('support_agent');
    expect(await asCallerRolledBack(h.db, userCaller(support.userId), insert('draft'))).toEqual({ sqlstate: '42501' });

    const content = await h.createAdmin('content_manager');
    expect(await asCallerRolledBack(h.db, userCaller(content.userId), insert('published'))).not.toHaveProperty('sqlstate');
    const drafts = await asCallerRolledBack(h.db, userCaller(content.userId), async (tx) =>
      (await tx.query<{ slug: string }>(`select slug from public.articles where status <> 'published' order by slug`)).rows.map((r) => r.slug),
    );
    expect(drafts).toEqual(['a-draft', 'old-news']);

    // An editor without articles.publish: drafts yes, published no.
    const { rows } = await h.db.query<{ id: string }>(
      `insert into public.roles (role_code, name, description, color) values ('writer', 'Writer', 'Drafts only', '#123456') returning id`,
    );
    await h.db.query(`insert into public.role_permissions (role_id, permission_key) values ($1, 'articles.view'), ($1, 'articles.edit')`, [rows[0]!.id]);
    const writer = await h.createAdmin('writer');
    expect(await asCallerRolledBack(h.db, userCaller(writer.userId), insert('draft'))).not.toHaveProperty('sqlstate');
    expect(await asCallerRolledBack(h.db, userCaller(writer.userId), insert('published'))).toEqual({ sqlstate: '42501' });
    const touched = await asCallerRolledBack(h.db, userCaller(writer.userId), async (tx) => (await tx.query(`update public.articles set title = 'edited' where id = $1`, [ids.b])).rowCount);
    expect(touched).toBe(0);
  });
});
