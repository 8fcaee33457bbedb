import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { createTestDatabase } from '../support/test-database.js';

/*
 * No request holds the database longer than DATABASE_STATEMENT_TIMEOUT_MS. A server cancels the
 * statement itself (statement_timeout, set per request); the embedded database cannot (its timer
 * would fire only after the statement), so a watchdog thread cancels it (src/db/pglite-watchdog.ts).
 * Each slow statement here would compute for two minutes: an answer at all proves the cancel.
 */

const TIMEOUT_MS = 1000;
const FOR_TWO_MINUTES = `declare v_until timestamptz := clock_timestamp() + interval '2 minutes';
  begin
    while clock_timestamp() < v_until loop end loop;
    return;
  end`;

const NEARBY = 'public.nearby_parking_lots_ranked(numeric, numeric, integer, jsonb, integer)';

describe('a statement running past the statement timeout', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({
      database: await createTestDatabase({ statementTimeoutMs: TIMEOUT_MS }),
      config: { DATABASE_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS) },
    });
  });
  afterAll(() => h.close());

  it('is cancelled through the request path with 503, and the database answers again at once', async () => {
    const { rows } = await h.db.query<{ definition: string }>(`select pg_get_functiondef($1::regprocedure) as definition`, [NEARBY]);
    const original = rows[0]!.definition;
    // The search, as the route runs it, computing for two minutes before it answers.
    await h.db.exec(
      original.replace(/LANGUAGE plpgsql[\s\S]*$/, `LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path TO 'public' AS $fn$ ${FOR_TWO_MINUTES} $fn$`),
    );
    try {
      const res = await h.request('/v1/parking-lots/nearby?lat=35.68&lng=139.76');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(res.body).toEqual({
        error: {
          code: 'service_unavailable',
          message: 'The request took too long and was cancelled.',
          request_id: res.headers.get('x-request-id'),
          message_key: 'errors.timeout',
          doc_url: 'http://localhost:8787/reference#error-service_unavailable',
        },
      });
      // The connection that ran it is usable: the next statement is not cancelled in its place.
      expect((await h.request('/readyz')).status).toBe(200);
    } finally {
      await h.db.exec(original);
    }
    const again = await h.request('/v1/parking-lots/nearby?lat=35.68&lng=139.76');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ parking_lots: [] });
  });

  it('rolls back the transaction it was part of, leaving what committed before', async () => {
    await h.db.exec('create table public.timeout_probe (n integer)');
    await h.db.query('insert into public.timeout_probe values (1)');
    const cut = await h.db
      .transaction(async (tx) => {
        await tx.query('insert into public.timeout_probe values (2)');
        await tx.exec(`do $$ ${FOR_TWO_MINUTES.replace('return;', '')} $$`);
      })
      .catch((e: unknown) => e);
    expect(cut).toMatchObject({ code: '57014' });
    expect((await h.db.query('select n from public.timeout_probe order by n')).rows).toEqual([{ n: 1 }]);
  });
});
