// A mobile app's first minutes against the parking service, as a script: sign up with supabase-js,
// find a lot with a typed client generated from the contract, ask what a stay will cost, park with an
// idempotency key (and retry safely), follow the session over realtime, finish it, page through the
// history and handle an error by its code. docs/clients.md walks through it.
//
//   PARKING_API_URL=http://127.0.0.1:8787 npx tsx examples/client/main.ts
//
// Every step prints one JSON line; the script exits non-zero at the first step that goes wrong.
import { randomUUID } from 'node:crypto';
import { createClient as createSupabaseClient } from '@supabase/supabase-js';
import createClient, { type Middleware } from 'openapi-fetch';
import WebSocket from 'ws';
import type { components, paths } from './api.js';

type ApiError = components['schemas']['ErrorEnvelope']['error'];

const baseUrl = process.env.PARKING_API_URL ?? 'http://127.0.0.1:8787';
// The built-in identity provider does not check the key; with an external Supabase Auth, use its anon key.
const anonKey = process.env.PARKING_ANON_KEY ?? 'public-anon-key';
// Where to look for a lot: Tokyo Station by default, where `npm start`'s demo data has lots.
const here = { lat: Number(process.env.PARKING_LAT ?? 35.6812), lng: Number(process.env.PARKING_LNG ?? 139.7671) };

function step(name: string, detail: Record<string, unknown>): void {
  console.log(JSON.stringify({ step: name, ...detail }));
}

function fail(name: string, error: ApiError | unknown): never {
  console.error(JSON.stringify({ step: name, failed: true, error }));
  process.exit(1);
}

// 1. Sign up (or in) with supabase-js. Node 20 has no global WebSocket: give realtime the `ws` package
//    (a browser or React Native needs no transport option).
const supabase = createSupabaseClient(baseUrl, anonKey, {
  auth: { persistSession: false, autoRefreshToken: true },
  realtime: { transport: WebSocket as never },
});
const email = process.env.PARKING_EMAIL ?? `example-${randomUUID().slice(0, 8)}@example.jp`;
const password = process.env.PARKING_PASSWORD ?? 'correct horse battery staple';
const signedUp = await supabase.auth.signUp({ email, password });
if (signedUp.error || !signedUp.data.session) fail('sign_up', signedUp.error);
const session = signedUp.data.session;
step('sign_up', { user_id: session.user.id });

// 2. A typed client: paths, parameters and bodies are checked against the contract at compile time.
//    The token is read on every request, so supabase-js's refreshed tokens are used as they come.
const auth: Middleware = {
  async onRequest({ request }) {
    const { data } = await supabase.auth.getSession();
    if (data.session) request.headers.set('Authorization', `Bearer ${data.session.access_token}`);
    return request;
  },
};
const api = createClient<paths>({ baseUrl });
api.use(auth);

// 3. Lots within 1 km, with the fee of a 3-hour stay from now.
const entryAt = new Date();
const exitAt = new Date(entryAt.getTime() + 3 * 3600_000);
const nearby = await api.GET('/v1/parking-lots/nearby', {
  params: { query: { lat: here.lat, lng: here.lng, radius_m: 1000, entry_at: entryAt.toISOString(), exit_at: exitAt.toISOString(), sort: 'price' } },
});
if (nearby.error) fail('nearby', nearby.error.error);
const lot = nearby.data.parking_lots[0];
if (!lot) fail('nearby', { message: 'no lot within 1 km' });
step('nearby', { found: nearby.data.parking_lots.length, cheapest: { id: lot.id, name: lot.name, estimated_fee: lot.estimated_fee } });

// 4. The estimate with its explanation: each segment of the stay and the rule that priced it.
const fee = await api.POST('/v1/parking-lots/{id}/calc-fee', {
  params: { path: { id: lot.id } },
  body: { entry_at: entryAt.toISOString(), exit_at: exitAt.toISOString() },
});
if (fee.error) fail('estimate', fee.error.error);
step('estimate', { total_amount: fee.data.total_amount, segments: fee.data.breakdown.segments.length });

// 5. Follow the caller's own sessions over realtime (row-level security decides what arrives).
//    A change arrives with the row as it is when the server reads it, a few milliseconds after the
//    commit (docs/realtime.md), so an app shows the new session before it offers to leave.
const changes: { type: string; status: unknown }[] = [];
let showParking!: () => void;
const parkingShown = new Promise<void>((resolve) => (showParking = resolve));
const ended = new Promise<void>((resolve) => {
  supabase
    .channel('my-sessions')
    .on('postgres_changes', { event: '*', schema: 'public', table: 'parking_sessions', filter: `user_id=eq.${session.user.id}` }, (change) => {
      const status = (change.new as { status?: unknown }).status;
      changes.push({ type: change.eventType, status });
      if (status === 'parking') showParking();
      if (status === 'ended') resolve();
    })
    .subscribe();
});
// unref: a deadline that has not passed does not keep the example running once it is done.
const within = (what: string) => new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`realtime: ${what} within 10 s`)), 10_000).unref());
await new Promise<void>((resolve, reject) => {
  const channel = supabase.getChannels()[0]!;
  const timer = setTimeout(() => reject(new Error('realtime: not subscribed within 10 s')), 10_000);
  const check = setInterval(() => {
    if (channel.state === 'joined') {
      clearTimeout(timer);
      clearInterval(check);
      resolve();
    }
  }, 50);
});
step('realtime', { subscribed: true });

// 6. Park. The Idempotency-Key makes a retry after a lost answer safe: the second call answers the
//    same session with `Idempotent-Replayed: true` and writes nothing.
const requestId = randomUUID();
const start = () =>
  api.POST('/v1/parking-sessions', {
    params: { header: { 'Idempotency-Key': requestId } },
    body: { lot_id: lot.id, vehicle_type: 'regular' },
  });
const first = await start();
if (first.error) fail('park', first.error.error);
const retry = await start();
if (retry.error) fail('park_retry', retry.error.error);
step('park', {
  session_id: first.data.session.id,
  first_status: first.response.status,
  retry_status: retry.response.status,
  retry_same_session: retry.data.session.id === first.data.session.id,
  retry_replayed: retry.response.headers.get('Idempotent-Replayed'),
});
await Promise.race([parkingShown, within('the new session did not arrive')]);

// 7. Leave: the final fee comes from the same engine as the estimate.
const done = await api.POST('/v1/parking-sessions/{id}/finalize', {
  params: { path: { id: first.data.session.id } },
  body: { client_request_id: randomUUID() },
});
if (done.error) fail('finalize', done.error.error);
await Promise.race([ended, within('no update')]);
step('finalize', { total_amount: done.data.total_amount, realtime_events: changes });

// 8. The history, page by page: `next_cursor` is null on the last page.
let cursor: string | undefined;
let pages = 0;
let sessions = 0;
do {
  const page = await api.GET('/v1/me/parking-sessions', { params: { query: { limit: 1, ...(cursor ? { cursor } : {}) } } });
  if (page.error) fail('history', page.error.error);
  pages += 1;
  sessions += page.data.sessions.length;
  cursor = page.data.next_cursor ?? undefined;
} while (cursor);
step('history', { pages, sessions });

// 9. Errors are handled by `code`, never by message text (messages are localised and may change).
const missing = await api.GET('/v1/parking-lots/{id}', { params: { path: { id: randomUUID() } } });
if (!missing.error) fail('error_handling', { message: 'expected a 404' });
switch (missing.error.error.code) {
  case 'lot_not_found':
    step('error_handling', { status: missing.response.status, code: missing.error.error.code, request_id: missing.error.error.request_id });
    break;
  default:
    fail('error_handling', missing.error.error);
}

await supabase.removeAllChannels();
await supabase.auth.signOut();
step('done', {});
