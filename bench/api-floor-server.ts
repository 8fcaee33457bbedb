// The servers `npm run bench -- api-floor` compares with the API (bench/api-floor.ts), one per
// process, each doing a subset of what GET /v1/parking-lots/nearby does:
//   http   <body file>      node:http answering the page's bytes: the HTTP floor;
//   driver <database url>   node:http, the API's pool and pipeline and the endpoint's statement
//                           (caller setup included) with bytes passed through;
//   app    <body file>      the API's own app and server (createApp, @hono/node-server) with a
//                           database that answers the page's bytes at once.
// Each listens on 127.0.0.1, port PORT, as the API does; the bench knows it is up when it answers.
import fs from 'node:fs';
import http from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from '../src/app.js';
import { anonCaller, callerSetup } from '../src/db/caller.js';
import { openPostgres } from '../src/db/postgres.js';
import type { Database, Queryable, QueryResult } from '../src/db/types.js';
import { loadConfig } from '../src/config.js';
import { createDeps } from '../src/deps.js';
import { createLogger } from '../src/logger.js';
import { nearbyLotsBody, type NearbyQuery } from '../src/modules/parking-lots/service.js';

const [mode, source] = process.argv.slice(2) as [string, string];
const port = Number(process.env.PORT);
const STATEMENT_TIMEOUT_MS = 10_000;

/** The request's point: read by the http and driver servers as the API reads its query (the app reads its own). */
function point(url: string | undefined): NearbyQuery {
  const query = new URL(url ?? '/', 'http://bench').searchParams;
  return { lat: Number(query.get('lat')), lng: Number(query.get('lng')), radius_m: Number(query.get('radius_m') ?? 500) };
}

function listen(server: http.Server): void {
  server.listen(port, '127.0.0.1');
}

if (mode === 'http') {
  const body = fs.readFileSync(source);
  listen(
    http.createServer((req, res) => {
      point(req.url);
      res.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8' });
      res.end(body);
    }),
  );
} else if (mode === 'driver') {
  const db = await openPostgres({ url: source, poolSize: Number(process.env.BENCH_CLIENTS ?? 10), statementTimeoutMs: STATEMENT_TIMEOUT_MS });
  const setup = callerSetup(anonCaller, STATEMENT_TIMEOUT_MS);
  // The endpoint's round trip: the caller's settings and the statement in one pipeline (withCallerStatement).
  const once: Queryable = { query: (sql, params, options) => db.queryOnce(setup, sql, params, options), exec: () => Promise.resolve() };
  listen(
    http.createServer((req, res) => {
      nearbyLotsBody(once, point(req.url)).then(
        (body) => {
          res.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8' });
          res.end(body);
        },
        (err: Error) => {
          res.writeHead(500).end(err.message);
        },
      );
    }),
  );
} else if (mode === 'app') {
  const body = fs.readFileSync(source);
  const answer = <T>(): Promise<QueryResult<T>> => Promise.resolve({ rows: [{ body } as T], rowCount: 1 });
  const instant: Database = {
    kind: 'postgres',
    query: answer,
    queryOnce: answer,
    exec: () => Promise.resolve(),
    transaction: (work) => work({ query: answer, exec: () => Promise.resolve() }),
    listen: () => ({ ready: Promise.resolve(), close: () => Promise.resolve() }),
    close: () => Promise.resolve(),
  };
  // The configuration the bench gives the API (bench/support.ts), with a database that is never opened.
  const config = loadConfig({ ...process.env, DATABASE_URL: 'postgres://bench@127.0.0.1:1/unused' });
  const app = createApp(createDeps(config, instant, createLogger(config.logLevel)));
  serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
} else {
  console.error(`unknown mode ${mode}: http, driver or app`);
  process.exit(2);
}
