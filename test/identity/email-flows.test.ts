import { randomUUID } from 'node:crypto';
import { createClient, isAuthApiError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Config } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { startWorkers, type RunningWorkers } from '../../src/workers.js';
import { signToken, testConfig } from '../support/harness.js';
import { startTestHttpServer, type TestHttpServer } from '../support/http-server.js';
import { codeIn, linkIn, startSmtpCapture, type CapturedMail, type SmtpCapture } from '../support/smtp-capture.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

/**
 * The e-mail flows of the built-in identity provider with the real supabase-js, against a local
 * SMTP server that captures what the mail worker sends.
 */
const PASSWORD = 'correct horse battery';

let database: TestDatabase;
let smtp: SmtpCapture;
let anonKey: string;
const servers: { server: TestHttpServer; workers: RunningWorkers }[] = [];

async function serve(overrides: Record<string, string> = {}): Promise<{ server: TestHttpServer; config: Config }> {
  const config = testConfig({
    SMTP_URL: smtp.url,
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_EMAIL_MIN_INTERVAL_SECONDS: '0',
    TRUST_PROXY: 'true',
    AUTH_REDIRECT_URLS: 'parking://auth-callback',
    ...overrides,
  });
  const server = await startTestHttpServer({ config, db: database.appDb });
  const workers = await startWorkers(server.deps.queue, config, createLogger('silent'));
  servers.push({ server, workers });
  return { server, config };
}

let main: TestHttpServer;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpCapture();
  anonKey = await signToken({ role: 'anon', iss: 'supabase' }, { expiresIn: '10y' });
  main = (await serve()).server;
});
afterAll(async () => {
  for (const { server, workers } of servers) {
    await server.stop();
    await workers.stop();
  }
  await smtp?.close();
  await database?.drop();
});

function client(url = main.url, headers: Record<string, string> = {}): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    global: { headers },
  });
}

const uniqueEmail = (label = 'mail') => `${label}-${randomUUID().slice(0, 8)}@example.jp`;

/** The next mail to `address` (after the ones already received). */
function nextMail(address: string): Promise<CapturedMail> {
  return smtp.next(address);
}

async function expectOtpExpired(result: Promise<{ error: unknown; data: { session: unknown } }>) {
  const { error, data } = await result;
  expect(isAuthApiError(error), String(error)).toBe(true);
  expect(error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
  expect(data.session).toBeNull();
}

async function signedUp(email = uniqueEmail()): Promise<{ email: string; userId: string }> {
  const { data, error } = await client().auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { email, userId: data.user!.id };
}

describe('signInWithOtp', () => {
  it('signs up a new address with a code, then signs it in with codes of its own', async () => {
    const supabase = client();
    const email = uniqueEmail('otp');
    const sent = await supabase.auth.signInWithOtp({ email, options: { data: { nickname: 'hanako' } } });
    expect(sent).toEqual({ data: { user: null, session: null }, error: null });
    const confirmation = await nextMail(email);
    expect(confirmation.to).toEqual([email]);
    // No Accept-Language of ja or en: Japanese, the service's first language.
    expect(confirmation.subject).toBe(`メールアドレスの確認コード: ${codeIn(confirmation)}`);

    const verified = await supabase.auth.verifyOtp({ email, token: codeIn(confirmation), type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();
    expect(verified.data.user).toMatchObject({ email, user_metadata: { nickname: 'hanako' } });
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
    expect((await supabase.auth.getUser()).data.user?.email).toBe(email);

    // A confirmed address gets a sign-in code, accepted as `email` or `magiclink`.
    await supabase.auth.signInWithOtp({ email });
    const signIn = await nextMail(email);
    expect(signIn.subject).toBe(`ログインコード: ${codeIn(signIn)}`);
    const again = await client().auth.verifyOtp({ email, token: codeIn(signIn), type: 'magiclink' });
    expect(again.error).toBeNull();
    expect(again.data.session?.user.id).toBe(verified.data.user!.id);
  });

  it('writes in the locale of the sign-up (Accept-Language) from then on', async () => {
    const email = uniqueEmail('en');
    await client(main.url, { 'Accept-Language': 'en-GB,en;q=0.9,ja;q=0.5' }).auth.signInWithOtp({ email });
    const mail = await nextMail(email);
    expect(mail.subject).toBe(`Your confirmation code: ${codeIn(mail)}`);
    expect(mail.text).toContain('valid for 10 minutes');
    await client().auth.verifyOtp({ email, token: codeIn(mail), type: 'email' });
    // The profile keeps the locale; a later request without one still gets English.
    await client().auth.resetPasswordForEmail(email);
    expect((await nextMail(email)).subject).toMatch(/^Your password reset code: \d{6}$/);
  });

  it('signs in through the mail link: a 303 to an allowed redirect_to with the session in the fragment', async () => {
    const email = uniqueEmail('link');
    const { userId } = await signedUp(email);
    await client().auth.signInWithOtp({ email, options: { emailRedirectTo: 'parking://auth-callback/done' } });
    const link = new URL(linkIn(await nextMail(email)));
    expect(link.searchParams.get('type')).toBe('magiclink');
    expect(link.searchParams.get('redirect_to')).toBe('parking://auth-callback/done');
    const res = await fetch(`${main.url}${link.pathname}${link.search}`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.protocol}//${location.host}${location.pathname}`).toBe('parking://auth-callback/done');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('magiclink');
    expect(fragment.get('token_type')).toBe('bearer');
    const { data } = await client().auth.getUser(fragment.get('access_token')!);
    expect(data.user?.id).toBe(userId);
    expect(fragment.get('refresh_token')).toBeTruthy();

    // The link works once; a second click lands on the error.
    const reused = await fetch(`${main.url}${link.pathname}${link.search}`, { redirect: 'manual' });
    expect(reused.status).toBe(303);
    const failed = new URLSearchParams(new URL(reused.headers.get('location')!).hash.slice(1));
    expect(Object.fromEntries(failed)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  });

  it('verifies the link token as verifyOtp({token_hash}), and never redirects off the allowed list', async () => {
    const email = uniqueEmail('hash');
    await signedUp(email);
    await client().auth.signInWithOtp({ email, options: { emailRedirectTo: 'https://evil.example/steal' } });
    const link = new URL(linkIn(await nextMail(email)));
    // Not allowed: the site URL instead.
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:8787');
    const verified = await client().auth.verifyOtp({ token_hash: link.searchParams.get('token')!, type: 'magiclink' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
  });
});

describe('password recovery', () => {
  it('resetPasswordForEmail, verifyOtp(recovery), then updateUser({password}) in the recovery session', async () => {
    const email = uniqueEmail('reset');
    await signedUp(email);
    const elsewhere = await client().auth.signInWithPassword({ email, password: PASSWORD });
    const supabase = client();
    const asked = await supabase.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:8787/reset' });
    expect(asked).toEqual({ data: {}, error: null });
    const mail = await nextMail(email);
    expect(mail.subject).toBe(`パスワード再設定コード: ${codeIn(mail)}`);

    const events: string[] = [];
    supabase.auth.onAuthStateChange((event) => void events.push(event));
    const verified = await supabase.auth.verifyOtp({ email, token: codeIn(mail), type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    const updated = await supabase.auth.updateUser({ password: 'a fresh passphrase' });
    expect(updated.error).toBeNull();

    expect((await client().auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await client().auth.signInWithPassword({ email, password: 'a fresh passphrase' })).error).toBeNull();
    // Whoever held the old password is signed out everywhere else.
    const stale = await client().auth.refreshSession({ refresh_token: elsewhere.data.session!.refresh_token });
    expect(stale.error).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const known = uniqueEmail('known');
    await signedUp(known);
    const unknown = uniqueEmail('nobody');
    const answers = await Promise.all([
      fetch(`${main.url}/auth/v1/recover`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: known }) }),
      fetch(`${main.url}/auth/v1/recover`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: unknown }) }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const [knownBody, unknownBody] = await Promise.all(answers.map((r) => r.text()));
    expect(unknownBody).toBe(knownBody);
    expect(unknownBody).toBe('{}');
    await nextMail(known);

    for (const request of [
      client().auth.resetPasswordForEmail(unknown),
      client().auth.signInWithOtp({ email: unknown, options: { shouldCreateUser: false } }),
      client().auth.resend({ type: 'signup', email: unknown }),
      client().auth.resend({ type: 'email_change', email: unknown }),
    ]) {
      expect((await request).error).toBeNull();
    }
    // A code for an address without an account fails as a wrong code for one with an account.
    await expectOtpExpired(client().auth.verifyOtp({ email: unknown, token: '123456', type: 'recovery' }));
    await expectOtpExpired(client().auth.verifyOtp({ email: known, token: '000000', type: 'email' }));
    const { rows } = await database.db.query('select 1 from auth.users where email = $1', [unknown]);
    expect(rows).toHaveLength(0);
    // The recover of `known` above was mailed after the unknown's requests started: nothing else came.
    expect(smtp.to(unknown)).toHaveLength(0);
  });
});

describe('refused codes', () => {
  async function recoveryCode(email: string): Promise<string> {
    await client().auth.resetPasswordForEmail(email);
    return codeIn(await nextMail(email));
  }

  it('refuses an expired code', async () => {
    const { email } = await signedUp();
    const code = await recoveryCode(email);
    await database.db.query(`update auth.one_time_tokens set expires_at = now() - interval '1 second' where email = $1`, [email]);
    await expectOtpExpired(client().auth.verifyOtp({ email, token: code, type: 'recovery' }));
  });

  it('refuses a code used once already', async () => {
    const { email } = await signedUp();
    const code = await recoveryCode(email);
    expect((await client().auth.verifyOtp({ email, token: code, type: 'recovery' })).error).toBeNull();
    await expectOtpExpired(client().auth.verifyOtp({ email, token: code, type: 'recovery' }));
  });

  it('kills a code after five wrong ones', async () => {
    const { email } = await signedUp();
    const code = await recoveryCode(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) await expectOtpExpired(client().auth.verifyOtp({ email, token: wrong, type: 'recovery' }));
    await expectOtpExpired(client().auth.verifyOtp({ email, token: code, type: 'recovery' }));
    // A new request gives a new code that works.
    const fresh = await recoveryCode(email);
    expect((await client().auth.verifyOtp({ email, token: fresh, type: 'recovery' })).error).toBeNull();
  });

  it('refuses a code of another kind, which stays valid for its own', async () => {
    const { email } = await signedUp();
    const code = await recoveryCode(email);
    for (const type of ['email', 'signup', 'magiclink', 'email_change', 'invite'] as const) {
      await expectOtpExpired(client().auth.verifyOtp({ email, token: code, type }));
    }
    expect((await client().auth.verifyOtp({ email, token: code, type: 'recovery' })).error).toBeNull();
  });

  it('stores neither the code nor the link token', async () => {
    const { email } = await signedUp();
    await client().auth.resetPasswordForEmail(email);
    const mail = await nextMail(email);
    const token = new URL(linkIn(mail)).searchParams.get('token')!;
    for (const table of ['auth.one_time_tokens', 'pgboss.job']) {
      const { rows } = await database.db.query<{ row: string }>(`select t::text as row from ${table} t`);
      for (const { row } of rows) {
        expect(row).not.toContain(codeIn(mail));
        expect(row).not.toContain(token);
      }
    }
  });
});

describe('address change', () => {
  it('updateUser({email}) mails a code to the new address; verifying it moves the account', async () => {
    const { email, userId } = await signedUp();
    const supabase = client();
    await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    const moved = uniqueEmail('moved');
    const asked = await supabase.auth.updateUser({ email: moved });
    expect(asked.error).toBeNull();
    expect(asked.data.user).toMatchObject({ email, new_email: moved });
    const first = await nextMail(moved);
    expect(first.text).toContain(moved);
    // Still the old address until confirmed.
    expect((await client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();

    // resend (by the current address) sends a new code; the first one stops working.
    expect((await client().auth.resend({ type: 'email_change', email })).error).toBeNull();
    const second = await nextMail(moved);
    await expectOtpExpired(client().auth.verifyOtp({ email: moved, token: codeIn(first), type: 'email_change' }));
    const verified = await client().auth.verifyOtp({ email: moved, token: codeIn(second), type: 'email_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ id: userId, email: moved });
    expect(verified.data.user).not.toHaveProperty('new_email');
    expect((await client().auth.signInWithPassword({ email: moved, password: PASSWORD })).error).toBeNull();
    expect((await client().auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('asks a user who repeats the request at once to wait', async () => {
    const { server } = await serve({ AUTH_EMAIL_MIN_INTERVAL_SECONDS: '60' });
    const { email } = await signedUp();
    const supabase = client(server.url);
    await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    const moved = uniqueEmail('twice');
    expect((await supabase.auth.updateUser({ email: moved })).error).toBeNull();
    await nextMail(moved);
    const again = await supabase.auth.updateUser({ email: moved });
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    // The anonymous flows say nothing: the answer is the same, no second mail goes out.
    await client(server.url).auth.resetPasswordForEmail(email);
    await nextMail(email);
    expect((await client(server.url).auth.resetPasswordForEmail(email)).error).toBeNull();
    await client(server.url).auth.signInWithOtp({ email });
    await nextMail(email);
    expect(smtp.to(email)).toHaveLength(2);
  });
});

describe('AUTH_CONFIRM_EMAIL=true', () => {
  it('an account signs in only once its address is confirmed; resend replaces the code', async () => {
    const { server } = await serve({ AUTH_CONFIRM_EMAIL: 'true' });
    const email = uniqueEmail('confirm');
    const signUp = await client(server.url).auth.signUp({ email, password: PASSWORD });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user).toMatchObject({ email });
    expect(signUp.data.user?.email_confirmed_at).toBeUndefined();
    const first = await nextMail(email);

    const refused = await client(server.url).auth.signInWithPassword({ email, password: PASSWORD });
    expect(refused.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    expect((await client(server.url).auth.resend({ type: 'signup', email })).error).toBeNull();
    const second = await nextMail(email);
    await expectOtpExpired(client(server.url).auth.verifyOtp({ email, token: codeIn(first), type: 'signup' }));
    const verified = await client(server.url).auth.verifyOtp({ email, token: codeIn(second), type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email_confirmed_at).toBeTruthy();
    expect((await client(server.url).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();

    // Signing up with a confirmed address: the same kind of answer, and no mail.
    const existing = await client(server.url).auth.signUp({ email, password: 'someone else entirely' });
    expect(existing.error).toBeNull();
    expect(existing.data.session).toBeNull();
    expect(Object.keys(existing.data.user!).sort()).toEqual(Object.keys(signUp.data.user!).sort());
    expect(existing.data.user!.identities).toHaveLength(1);
    expect(existing.data.user!.id).not.toBe(verified.data.user!.id);
    expect((await client(server.url).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect(smtp.to(email)).toHaveLength(2);
  });
});

describe('the per-IP limit', () => {
  it('holds for every e-mail flow, per client address', async () => {
    const { server } = await serve({ AUTH_RATE_LIMIT_PER_MINUTE: '4' });
    const from = (ip: string) => client(server.url, { 'X-Forwarded-For': ip });
    const email = uniqueEmail('limit');
    const limited = from('198.51.100.23');
    expect((await limited.auth.resetPasswordForEmail(email)).error).toBeNull();
    expect((await limited.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    expect((await limited.auth.resend({ type: 'signup', email })).error).toBeNull();
    await expectOtpExpired(limited.auth.verifyOtp({ email, token: '123456', type: 'email' }));
    for (const request of [
      limited.auth.resetPasswordForEmail(email),
      limited.auth.signInWithOtp({ email }),
      limited.auth.resend({ type: 'signup', email }),
      limited.auth.verifyOtp({ email, token: '123456', type: 'email' }),
    ]) {
      expect((await request).error).toMatchObject({ status: 429, code: 'rate_limited' });
    }
    const link = await fetch(`${server.url}/auth/v1/verify?token=x&type=magiclink`, { redirect: 'manual', headers: { 'X-Forwarded-For': '198.51.100.23' } });
    expect(link.status).toBe(429);
    // Another address still has its whole budget.
    expect((await from('198.51.100.24').auth.resetPasswordForEmail(email)).error).toBeNull();
  });
});
