// Push fan-out: one notification to BENCH_RECIPIENTS users (default 100,000), each with one device
// token, through the log driver, on a scratch database of a PostgreSQL server. The API runs in its
// own process (src/main.ts, which does not work the queue on a server database) and one worker in
// another (`npm run worker`, src/worker.ts), as production runs them. Measured (docs/push.md):
//   - the send's 202: POST /v1/admin/user-notifications/{id}/send, which counts the audience and
//     writes one push.batch job per 500 recipients in the send's transaction (the enqueue);
//   - the deliveries: from the first delivery row a batch wrote to the last delivery finished, read
//     from the rows' own timestamps (so the worker's 2 s poll before its first fetch is not counted),
//     and end to end from the 202 to the last batch job completed (polled here every 0.5 s).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/push.ts
//   (or: npm run bench -- push)
//
// Knob: BENCH_RECIPIENTS (100000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SignJWT } from 'jose';
import pg from 'pg';
import { openPostgres } from '../src/db/postgres.js';
import { provisionAdmin } from '../src/modules/admin/provisioning.js';
import { createBuiltinIdentityProvider } from '../src/modules/identity/builtin-provider.js';
import { createPasswordHasher } from '../src/modules/identity/passwords.js';
import { exitOf, hasEnded } from './load-tools.js';
import { printTable, scratchDatabase, startService } from './support.js';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('Set DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres');
  process.exit(2);
}
const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 100_000);
// startService's secret: the worker and the API verify the same tokens.
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `npm run worker` on the scratch database; resolves once it says it started. */
async function startWorker(url: string) {
  let output = '';
  let started = false;
  // Warnings and errors (a failed try, say) are kept for the report; the log driver's lines are info.
  const problems: string[] = [];
  let partial = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: root,
    // The log driver writes a line per push, as it would in production; it goes through the pipe and is dropped here.
    env: { ...process.env, DATABASE_URL: url, JWT_SECRET, PUSH_DRIVER: 'log', LOG_LEVEL: 'info', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const watch = (d: Buffer) => {
    const lines = (partial + d).split('\n');
    partial = lines.pop()!;
    for (const line of lines) if (/"level":(4|5|6)0/.test(line)) problems.push(line);
    if (started) return;
    output += d;
    if (output.includes('"msg":"worker started"')) {
      started = true;
      // Start-up's own warnings (a superuser connection, the mail outbox) are the bench's setup, not the run's.
      problems.length = 0;
    }
  };
  child.stdout!.on('data', watch);
  child.stderr!.on('data', watch);
  const begun = Date.now();
  while (!started) {
    if (hasEnded(child)) throw new Error(`worker ended (${child.exitCode ?? child.signalCode}): ${output}`);
    if (Date.now() - begun > 300_000) throw new Error(`worker did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    problems,
    async stop() {
      const exited = exitOf(child);
      if (!hasEnded(child)) child.kill('SIGTERM');
      await exited;
    },
  };
}

const scratch = await scratchDatabase(serverUrl);
let failed = false;
try {
  // The API migrates the scratch database as it starts.
  const service = await startService({ DATABASE_URL: scratch.url });
  try {
    const owner = new pg.Client({ connectionString: scratch.url });
    await owner.connect();
    await owner.query(
      `with u as (insert into auth.users (email, email_confirmed_at)
                  select 'push-bench-' || g || '@example.test', now() from generate_series(1, $1::int) g returning id)
       insert into public.user_push_tokens (token, user_id, platform)
       select 'bench-' || id, id, case when random() < 0.5 then 'ios' else 'android' end from u`,
      [RECIPIENTS],
    );
    await owner.query('analyze');

    const db = await openPostgres({ url: scratch.url, poolSize: 1, statementTimeoutMs: 60_000 });
    const { userId } = await provisionAdmin(db, createBuiltinIdentityProvider(createPasswordHasher(10)), {
      email: 'push-bench-admin@example.test',
      roleCode: 'ops_manager',
      password: 'correct horse battery',
    });
    await db.close();
    const { rows: session } = await owner.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [userId]);
    const token = await new SignJWT({ sub: userId, role: 'authenticated', session_id: session[0]!.id, email: 'push-bench-admin@example.test' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setAudience('authenticated')
      .setExpirationTime('2h')
      .sign(new TextEncoder().encode(JWT_SECRET));
    const call = async (p: string, body?: unknown) => {
      const res = await fetch(`${service.url}${p}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, body: (await res.json()) as any };
    };

    // "everyone": the admin's own account is a recipient too (a row, no device).
    const created = await call('/v1/admin/user-notifications', { type: 'announcement', title: 'ベンチマーク', body: 'fan-out', audience: { kind: 'all' } });
    if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
    const id: string = created.body.notification.id;

    const worker = await startWorker(scratch.url);
    try {
      const sendStarted = performance.now();
      const sent = await call(`/v1/admin/user-notifications/${id}/send`);
      const enqueueMs = performance.now() - sendStarted;
      if (sent.status !== 202) throw new Error(`send: ${sent.status} ${JSON.stringify(sent.body)}`);
      const { enqueued, batches } = sent.body as { enqueued: number; batches: number };
      // A retried try waits out the queue's backoff (30 s and up, 0116): the span then includes it.
      let retries = 0;

      for (;;) {
        const { rows } = await owner.query<{ done: number; failed: number; retries: number }>(
          `select count(*) filter (where state = 'completed')::int as done, count(*) filter (where state = 'failed')::int as failed,
                  coalesce(sum(retry_count), 0)::int as retries
             from pgboss.job where name = 'push.batch'`,
        );
        if (rows[0]!.failed > 0) throw new Error('a batch was dead-lettered');
        retries = rows[0]!.retries;
        if (rows[0]!.done === batches) break;
        if (performance.now() - sendStarted > 3_600_000) throw new Error(`gave up after an hour: ${rows[0]!.done} of ${batches} batches`);
        await new Promise((r) => setTimeout(r, 500));
      }
      const endToEndSeconds = (performance.now() - sendStarted - enqueueMs) / 1000;

      const { rows: stats } = await owner.query<{ sent: number; no_device: number; other: number; devices: number; seconds: number }>(
        `select count(*) filter (where d.status = 'sent')::int as sent,
                count(*) filter (where d.status = 'no_device')::int as no_device,
                count(*) filter (where d.status not in ('sent', 'no_device'))::int as other,
                (select count(*)::int from public.push_delivery_devices x join public.push_deliveries y on y.id = x.delivery_id where y.broadcast_id = $1) as devices,
                extract(epoch from max(d.finished_at) - min(d.created_at))::float8 as seconds
           from public.push_deliveries d where d.broadcast_id = $1`,
        [id],
      );
      const s = stats[0]!;
      if (s.other > 0 || s.sent !== RECIPIENTS) {
        failed = true;
        console.error(`expected ${RECIPIENTS} sent deliveries, got ${JSON.stringify(s)}`);
      }
      printTable(`push fan-out: one notification to ${RECIPIENTS} recipients with a device each, log driver, one worker process`, [
        {
          recipients: enqueued,
          batches,
          'send 202 (ms)': Math.round(enqueueMs),
          'devices pushed': s.devices,
          'worker span (s)': Math.round(s.seconds * 10) / 10,
          'deliveries/s (worker)': Math.round(s.sent / s.seconds),
          '202 → last batch (s)': Math.round(endToEndSeconds * 10) / 10,
          'deliveries/s (end to end)': Math.round(s.sent / endToEndSeconds),
          'retried tries': retries,
        },
      ]);
      if (worker.problems.length > 0) console.log(`worker warnings and errors:\n${worker.problems.join('\n')}`);
    } finally {
      await worker.stop();
    }
    await owner.end();
  } finally {
    await service.stop();
  }
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  await scratch.drop();
}
if (failed) process.exitCode = 1;
