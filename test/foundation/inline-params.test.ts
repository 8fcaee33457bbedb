import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonCaller, callerSetupSql } from '../../src/db/caller.js';
import { inlineParams, parameterText, statementParts, UninlinableStatementError } from '../../src/db/inline-params.js';
import type { Database } from '../../src/db/types.js';
import { createHarness, type Harness } from '../support/harness.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { createLot, newUser, startSession } from '../sessions/fixtures.js';
import { createAd, createArticle, createSponsor, TOKYO_STATION } from '../content/fixtures.js';

const UNPAIRED_SURROGATE = /\p{Cs}/u;

describe('one-round-trip statements (queryOnce)', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  /** The statement's result inlined and bound, or the SQLSTATE each was refused with. */
  async function inlinedAndBound(sql: string, params: unknown[]): Promise<[unknown, unknown]> {
    const outcome = (run: () => Promise<{ rows: unknown[] }>) =>
      run().then(
        (r) => ({ rows: r.rows }),
        (err: { code?: string }) => ({ refused: err.code ?? String(err) }),
      );
    return [await outcome(() => t.db.queryOnce(callerSetupSql(anonCaller), sql, params)), await outcome(() => t.db.query(sql, params))];
  }

  it('round-trips awkward values exactly as bound parameters would', async () => {
    const values = ["O'Reilly", 'back\\slash', '駐車場 "quoted"', '$1 inside', null, 42, 1.5, true, ['a', "b'c"], { k: "v'" }];
    const { rows } = await t.db.queryOnce<{ v: unknown[] }>(
      callerSetupSql(anonCaller),
      `select array[$1::text, $2::text, $3::text, $4::text, $5::text, $6::int::text, $7::numeric::text, $8::boolean::text,
               array_to_string($9::text[], '|'), ($10::jsonb ->> 'k')] as v`,
      values,
    );
    expect(rows[0]!.v).toEqual(["O'Reilly", 'back\\slash', '駐車場 "quoted"', '$1 inside', null, '42', '1.5', 'true', "a|b'c", "v'"]);
  });

  it('runs as the caller, in one implicit transaction that a failure rolls back', async () => {
    const { rows } = await t.db.queryOnce<{ role: string }>(callerSetupSql(anonCaller), 'select current_user as role');
    expect(rows[0]!.role).toBe('anon');
    await expect(
      t.db.queryOnce(callerSetupSql({ role: 'service_role', claims: {} }), `with w as (insert into crash_reports (stack, device, app_version) values ('x', 'y', 'z')) select 1/0`),
    ).rejects.toMatchObject({ code: '22012' });
    const { rows: left } = await t.db.query(`select 1 from crash_reports where stack = 'x'`);
    expect(left).toHaveLength(0);
    const after = await t.db.query<{ role: string }>('select current_user as role');
    expect(after.rows[0]!.role).not.toBe('anon');
  });

  it('converts Dates, arrays, nested arrays, JSON, bigints and booleans as the bound path does', async () => {
    const cases: [string, unknown[]][] = [
      ['select $1::timestamptz as v', [new Date('2026-03-01T12:34:56.789Z')]],
      ['select $1::timestamptz as v', [new Date('0001-01-01T00:00:00Z')]],
      ['select $1::text[] as v', [['a', null, 'b"c', 'd\\e', "f'g", '', 'NULL', '{x,y}']]],
      ['select $1::int[] as v', [[[1, 2], [3, null]]]],
      ['select $1::jsonb as v', [{ a: [1, 'two', null], 'b"\\': { c: true } }]],
      ['select $1::int8 as a, $2::boolean as b, $3::float8 as c, $4::text as d', [9007199254740993n, false, Number.NaN, undefined]],
    ];
    for (const [sql, params] of cases) {
      const [inlined, bound] = await inlinedAndBound(sql, params);
      expect(inlined, sql).toEqual(bound);
      expect(inlined).toHaveProperty('rows');
    }
  });

  it('refuses values it cannot write as the bound path would, and NUL or unpaired surrogates as the server refuses text that is not UTF-8', () => {
    for (const value of [Buffer.from('x'), new Uint8Array(1), { toPostgres: () => 'x' }, new Date(Number.NaN), new Date('+010000-01-01T00:00:00Z'), Symbol('s'), () => 1]) {
      expect(() => parameterText(value)).toThrow(TypeError);
    }
    expect(() => inlineParams('select $1::text', ['a\0b'])).toThrow(expect.objectContaining({ code: '22021' }));
    expect(() => inlineParams('select $1::text', ['a\uD800b'])).toThrow(expect.objectContaining({ code: '22021' }));
    expect(() => inlineParams('select $1::text[]', [['\uDFFF']])).toThrow(expect.objectContaining({ code: '22021' }));
    expect(inlineParams('select $1::text', ['\uD83D\uDE97'])).toBe("select '\uD83D\uDE97'::text");
    expect(() => inlineParams('select $2', ['only one'])).toThrow('no value for $2');
  });

  it('property: arbitrary Unicode values round-trip identically to bound parameters', async () => {
    const tricky = fc.constantFrom("'", "''", '\\', '$1', '$$', '--', '/*', '*/', ';', '"', "E'", 'U&', '\n', '\r', '\t', '\u2028', '\uFEFF', '\uD800', '\uDFFF');
    const unit = fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), tricky).filter((s) => !s.includes('\0'));
    const text = fc.string({ unit, maxLength: 40 });
    await fc.assert(
      fc.asyncProperty(text, text, fc.array(fc.option(text), { maxLength: 5 }), fc.dictionary(text, text, { maxKeys: 3 }), async (a, b, list, object) => {
        const [inlined, bound] = await inlinedAndBound(
          `select $1::text as a, '$2 -- it''s' as constant, $2::text as b, $3::text[] as list, $4::jsonb as object, $1::text = $2::text as same`,
          [a, b, list, object],
        );
        // Text that is not Unicode cannot be stored: inlined it is refused as PostgreSQL refuses
        // invalid UTF-8 (PGlite refuses it bound alike; pg's driver would swap in U+FFFD).
        if ([a, b, ...list].some((v) => v !== null && UNPAIRED_SURROGATE.test(v))) expect(inlined).toEqual({ refused: '22021' });
        else expect(inlined).toEqual(bound);
      }),
      { numRuns: 150 },
    );
  });
});

describe('the lexer behind inlining: it proves where every literal begins and ends, or refuses', () => {
  it('inlines placeholders outside literals and leaves those inside alone', () => {
    expect(inlineParams(`select '$1', $1`, ['x'])).toBe(`select '$1', 'x'`);
    expect(inlineParams(`select 'it''s $2' || $1::text, ($2)`, ['a', 'b\\c'])).toBe(`select 'it''s $2' || 'a'::text, ( E'b\\\\c')`);
  });

  it('refuses a comment, which once let an apostrophe move a value outside its literal', () => {
    // The former lexer read the comment's apostrophe as opening a string, so the literal '$1' was
    // "outside" one and the value landed between two empty literals: select 1, ''x''
    const attack = "select 1 -- it's\n, '$1'";
    expect(() => inlineParams(attack, ['x'])).toThrow(UninlinableStatementError);
    expect(() => inlineParams(attack, ['x'])).toThrow('cannot inline parameters into this statement: a comment');
  });

  it.each([
    ['a line comment', 'select $1 -- note'],
    ['a block comment', "select /* it's */ $1"],
    ['a stray comment end', 'select 2 */ $1'],
    ['a quoted identifier', 'select $1 as "it\'s"'],
    ['an escape string', "select E'a\\'' || $1"],
    ['a lower-case escape string', "select e'a' || $1"],
    ['a Unicode string', "select U&'d\\0061t' || $1"],
    ['a bit string', "select B'101', $1"],
    ['a hex string', "select X'1F', $1"],
    ['a national string', "select N'a', $1"],
    ['a typed literal without a space', "select interval'1 day', $1"],
    ['dollar quoting', 'select $$a$$, $1'],
    ['tagged dollar quoting', 'select $q$a$q$, $1'],
    ['a second statement', 'select $1; select 2'],
    ['a backslash in a literal', "select 'a\\', $1"],
    ['an unterminated literal', "select $1, 'a"],
    ['a placeholder joined to a literal before it', "select 'a'$1"],
    ['a placeholder joined to a literal after it', "select $1'a'"],
    ['a placeholder inside a name', 'select a$1'],
    ['a placeholder joined to a name after it', 'select $1a'],
    ['a placeholder after U&', 'select U&$1'],
    ['a placeholder after a digit', 'select 1$1'],
    ['a character outside ASCII outside a literal', 'select $1 as 駐車'],
    ['a brace', 'select {1}, $1'],
    ['a backslash outside a literal', 'select \\, $1'],
  ])('refuses %s', (_what, sql) => {
    expect(() => statementParts(sql)).toThrow(UninlinableStatementError);
  });
});

/**
 * Every statement the service sends on the one-round-trip path, collected from real requests through
 * a database wrapper, is accepted by the lexer. The call sites are found in the source, so a new one
 * without a request here fails the test.
 */
describe('every statement sent through queryOnce in the codebase', () => {
  const sent: string[] = [];
  let h: Harness;
  beforeAll(async () => {
    const recording = (db: Database): Database => ({
      ...db,
      queryOnce(setupSql, sql, params) {
        sent.push(sql);
        return db.queryOnce(setupSql, sql, params);
      },
    });
    h = await createHarness({ wrapDb: recording });
  });
  afterAll(() => h.close());

  function callSites(): string[] {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (file.endsWith('.ts')) {
          for (const m of fs.readFileSync(file, 'utf8').matchAll(/withCallerStatement\(\s*c\s*,\s*\(\s*db\s*\)\s*=>\s*([\w.]+)\(/g)) found.push(m[1]!);
        }
      }
    };
    walk(path.resolve(import.meta.dirname, '../../src'));
    return found.sort();
  }

  it('is accepted by the lexer', async () => {
    const lotId = await createLot(h.db);
    const user = await newUser(h);
    const stay = { entry_at: '2026-03-02T09:00:00+09:00', exit_at: '2026-03-02T11:10:00+09:00' };
    const article = await createArticle(h.db, { slug: 'inline-params' });
    const adId = await createAd(h.db);
    const sponsorId = await createSponsor(h.db);
    const requests: Record<string, (() => Promise<{ status: number }>)[]> = {
      'articles.listArticles': [() => h.request('/v1/articles'), () => h.request('/v1/articles?locale=ja&category=news&limit=1')],
      'articles.getArticle': [() => h.request(`/v1/articles/${article.slug}`), () => h.request(`/v1/articles/${article.slug}?locale=ja`)],
      'ads.listAds': [() => h.request('/v1/ads?placement=home_banner&locale=ja')],
      'ads.recordAdEvent': [() => h.request(`/v1/ads/${adId}/events`, { body: { type: 'click' } })],
      'sponsors.listSponsors': [() => h.request('/v1/sponsors'), () => h.request('/v1/sponsors', { token: user.token })],
      'sponsors.nearbySponsors': [() => h.request(`/v1/sponsors/nearby?lat=${TOKYO_STATION.lat}&lng=${TOKYO_STATION.lng}`)],
      'sponsors.checkInAtSponsor': [
        () => h.request(`/v1/sponsors/${sponsorId}/checkin`, { body: { ...TOKYO_STATION, client_request_id: crypto.randomUUID() }, token: user.token }),
      ],
      calcParkingFee: [() => h.request(`/v1/parking-lots/${lotId}/calc-fee`, { body: stay })],
      feeTimeline: [
        () => h.request(`/v1/parking-lots/${lotId}/fee-timeline?entry_at=${encodeURIComponent(stay.entry_at)}`),
        () => h.request(`/v1/parking-lots/${lotId}/fee-timeline?entry_at=${encodeURIComponent(stay.entry_at)}&until=${encodeURIComponent(stay.exit_at)}&vehicle_type=regular`),
      ],
      listCodes: [() => h.request('/v1/codes'), () => h.request('/v1/codes?category=vehicle_type')],
      listSubscriptionPlans: [() => h.request('/v1/subscription-plans')],
      getMySubscription: [() => h.request('/v1/me/subscription', { token: user.token })],
      listTags: [() => h.request('/v1/tags')],
      'lots.nearbyLotsJson': [
        () => h.request('/v1/parking-lots/nearby?lat=35.69&lng=139.70'),
        () => h.request(`/v1/parking-lots/nearby?lat=35.69&lng=139.70&entry_at=${encodeURIComponent(stay.entry_at)}&exit_at=${encodeURIComponent(stay.exit_at)}&sort=price`),
        async () => {
          const van = await h.request('/v1/me/vehicles', { token: user.token, body: { nickname: "Dad's van -- 2.3 m", vehicle_type: 'regular', height_m: 2.3 } });
          return h.request(`/v1/parking-lots/nearby?lat=35.69&lng=139.70&vehicle_id=${van.body.vehicle.id}`, { token: user.token });
        },
      ],
      'sessions.createParkingSession': [() => startSession(h, user, lotId)],
      'sessions.updateSessionNotes': [
        async () => {
          const { body } = await h.request('/v1/me/parking-sessions', { token: user.token });
          return h.request(`/v1/me/parking-sessions/${body.sessions[0].id}`, { method: 'PATCH', body: { memo: "it's -- /* here */" }, token: user.token });
        },
      ],
      'sessions.readParkingSession': [
        async () => {
          const { body } = await h.request('/v1/me/parking-sessions', { token: user.token });
          return h.request(`/v1/parking-sessions/${body.sessions[0].id}`, { token: user.token });
        },
      ],
      'sessions.listParkingSessions': [() => h.request('/v1/me/parking-sessions?status=parking', { token: user.token })],
      'sessions.cancelParkingSession': [
        async () => {
          const { body } = await h.request('/v1/me/parking-sessions', { token: user.token });
          return h.request(`/v1/parking-sessions/${body.sessions[0].id}/cancel`, { body: { client_request_id: crypto.randomUUID() }, token: user.token });
        },
      ],
      'sessions.finalizeParkingSession': [
        async () => {
          const started = await startSession(h, user, lotId);
          return h.request(`/v1/parking-sessions/${started.body.session.id}/finalize`, { body: { client_request_id: crypto.randomUUID() }, token: user.token });
        },
      ],
    };
    expect(Object.keys(requests).sort()).toEqual([...new Set(callSites())].sort());

    for (const [site, calls] of Object.entries(requests)) {
      for (const call of calls) {
        const before = sent.length;
        const res = await call();
        expect(res.status, site).toBeLessThan(300);
        expect(sent.length, `${site} sent nothing through queryOnce`).toBeGreaterThan(before);
      }
    }
    const statements = [...new Set(sent)];
    expect(statements.length).toBeGreaterThanOrEqual(11);
    for (const sql of statements) expect(() => statementParts(sql), sql).not.toThrow();
  });
});
