import { randomUUID } from 'node:crypto';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { signToken } from '../support/harness.js';

export const PASSWORD = 'correct horse battery';

/** The anon key a mobile app ships with: not a user token, and not checked by the service. */
export const anonKey = () => signToken({ role: 'anon', iss: 'supabase' }, { expiresIn: '10y' });

/** supabase-js as the mobile app builds it; Node 20 has no global WebSocket, so `ws` is its transport. */
export function supabaseClient(url: string, key: string, options: { vsn?: string; heartbeatIntervalMs?: number } = {}): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: {
      transport: WebSocket as never,
      ...(process.env.RT_DEBUG ? { logger: (k: string, m: string, d: unknown) => console.log('RT', k, m, JSON.stringify(d)?.slice(0, 300)) } : {}),
      ...(options.vsn ? { vsn: options.vsn } : {}),
      ...(options.heartbeatIntervalMs ? { heartbeatIntervalMs: options.heartbeatIntervalMs } : {}),
    },
  });
}

/** A new user signed up and in through /auth/v1, on a client of their own. */
export async function signedUpClient(url: string, key: string, options: Parameters<typeof supabaseClient>[2] = {}) {
  const supabase = supabaseClient(url, key, options);
  const email = `rt-${randomUUID().slice(0, 8)}@example.jp`;
  const { data, error } = await supabase.auth.signUp({ email, password: PASSWORD });
  if (error) throw error;
  return { supabase, email, userId: data.user!.id, accessToken: data.session!.access_token };
}

/** Another client signed in as the same user (a watch beside the phone). */
export async function signedInClient(url: string, key: string, email: string, options: Parameters<typeof supabaseClient>[2] = {}) {
  const supabase = supabaseClient(url, key, options);
  const { data, error } = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return { supabase, accessToken: data.session!.access_token };
}

export interface Subscribed<T = any> {
  channel: RealtimeChannel;
  events: T[];
  system: any[];
  statuses: { status: string; err?: Error }[];
  /** Resolves with the nth event (1-based) once it has arrived. */
  nth(n: number): Promise<T>;
  /** Resolves with the first event that satisfies `test`, once it has arrived. */
  until(test: (event: T) => boolean): Promise<T>;
  /** Resolves with the first system message that satisfies `test`. */
  systemUntil(test: (message: any) => boolean): Promise<any>;
  /** Resolves once the subscribe callback reports `status`. */
  status(status: string): Promise<{ status: string; err?: Error }>;
}

/** Follows `table` for the user through `postgres_changes`, recording everything that arrives. */
export function follow(supabase: SupabaseClient, table: string, userId: string, options: { event?: string; name?: string; filter?: string; select?: string[] } = {}): Subscribed {
  const events: any[] = [];
  const system: any[] = [];
  const statuses: { status: string; err?: Error }[] = [];
  const waiters: (() => void)[] = [];
  const wake = () => {
    for (const w of waiters.splice(0)) w();
  };
  const waitFor = <T>(check: () => T | undefined): Promise<T> =>
    new Promise((resolve) => {
      const attempt = () => {
        const found = check();
        if (found !== undefined) resolve(found);
        else waiters.push(attempt);
      };
      attempt();
    });
  const channel = supabase
    .channel(options.name ?? `${table}:user_id=eq.${userId}`)
    .on(
      'postgres_changes' as never,
      {
        event: options.event ?? '*',
        schema: 'public',
        table,
        filter: options.filter ?? `user_id=eq.${userId}`,
        ...(options.select ? { select: options.select } : {}),
      } as never,
      ((payload: unknown) => {
        events.push(payload);
        wake();
      }) as never,
    )
    .on('system' as never, {} as never, ((payload: unknown) => {
      system.push(payload);
      wake();
    }) as never)
    .subscribe((status, err) => {
      statuses.push({ status, ...(err ? { err } : {}) });
      wake();
    });
  return {
    channel,
    events,
    system,
    statuses,
    nth: (n) => waitFor(() => events[n - 1]),
    until: (test) => waitFor(() => events.find(test)),
    systemUntil: (test) => waitFor(() => system.find(test)),
    status: (status) => waitFor(() => statuses.find((s) => s.status === status)),
  };
}
