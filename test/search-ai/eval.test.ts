import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, ensureIdentityUser, fixedClock, TEST_JWT_SECRET, type Harness } from '../support/harness.js';
import { evalNow, formatReport, loadEvalSet, score, type EvalAnswer } from './evaluate.js';

/**
 * Floors under the measured evaluation (docs/search-ai.md has the measurement): a change to the
 * parser, the phrase table or the gazetteer that loses more than a few queries fails here.
 */
const FLOORS = {
  exact: 0.95,
  field: { precision: 0.95, recall: 0.95 },
  filters: { precision: 0.97, recall: 0.95 },
  unparseable: 1,
};

describe('the evaluation set through HTTP', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ clock: fixedClock(evalNow) });
  });
  afterAll(() => h.close());

  it('comes back right, field by field, above the floors', async () => {
    const userId = randomUUID();
    await ensureIdentityUser(h.db, userId);
    const session = (await h.db.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [userId])).rows[0]!.id;
    const token = await new SignJWT({ sub: userId, role: 'authenticated', session_id: session })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(evalNow / 1000)
      .setAudience('authenticated')
      .setExpirationTime(evalNow / 1000 + 3600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const cases = loadEvalSet();
    expect(cases.length).toBeGreaterThanOrEqual(150);
    expect(cases.filter((c) => c.locale === 'ja').length).toBeGreaterThanOrEqual(cases.length / 2 - 5);
    const answers: EvalAnswer[] = [];
    for (const c of cases) {
      // One user asks them all: the limit's window (counted in the database) is emptied between queries.
      await h.db.query('delete from public.rate_limit_windows where bucket = $1', [`search_ai:user:${userId}`]);
      const res = await h.request('/v1/search/ai', { token, body: { query: c.query, locale: c.locale } });
      expect([200, 422], `${c.query}: ${res.text}`).toContain(res.status);
      answers.push(res.status === 422 ? { unparseable: true } : res.body);
    }
    const places = new Map(
      (await h.db.query<{ place_id: string; lat: number; lng: number }>('select place_id, lat, lng from public.search_ai_places')).rows.map((p) => [p.place_id, p]),
    );
    const report = score(cases, answers, places);
    const summary = formatReport(report) + report.failures.map((f) => `\n${f.query}: ${f.wrong.join('; ')}`).join('');
    expect(report.exact / report.cases, summary).toBeGreaterThanOrEqual(FLOORS.exact);
    expect(report.unparseableAccuracy, summary).toBeGreaterThanOrEqual(FLOORS.unparseable);
    for (const field of ['location', 'entry', 'exit', 'max_price']) {
      expect(report.fields[field]!.precision, `${field} precision\n${summary}`).toBeGreaterThanOrEqual(FLOORS.field.precision);
      expect(report.fields[field]!.recall, `${field} recall\n${summary}`).toBeGreaterThanOrEqual(FLOORS.field.recall);
    }
    const filters = Object.entries(report.fields).filter(([f]) => f.startsWith('filter '));
    const tp = filters.reduce((n, [, c]) => n + c.tp, 0);
    const fp = filters.reduce((n, [, c]) => n + c.fp, 0);
    const fn = filters.reduce((n, [, c]) => n + c.fn, 0);
    expect(tp / (tp + fp), summary).toBeGreaterThanOrEqual(FLOORS.filters.precision);
    expect(tp / (tp + fn), summary).toBeGreaterThanOrEqual(FLOORS.filters.recall);
  });
});
