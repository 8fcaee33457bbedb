import { ApiError } from '../../http/errors.js';
import { asCaller, serviceCaller } from '../../db/caller.js';
import type { Database } from '../../db/types.js';
import type { CreateIdentityUserInput, FoundIdentityUser, IdentityProvider, IdentityUser } from './provider.js';

export interface ExternalProviderOptions {
  /** The provider's base URL; its admin API is under /auth/v1/admin. */
  url: string;
  serviceRoleKey: string;
  /** How long one admin call may take before the provider counts as unreachable. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** Supabase's largest page of the user list. */
const PAGE_SIZE = 1000;
/** The user list is searched by substring; an address is found well before this many pages. */
const MAX_PAGES = 20;

interface ProviderAnswer {
  status: number;
  body: unknown;
}

/** The error code of a Supabase Auth error body, in either of its API versions. */
function errorCodeOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as { code?: unknown; error_code?: unknown };
  if (typeof b.error_code === 'string') return b.error_code;
  return typeof b.code === 'string' ? b.code : undefined;
}

function messageOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as { msg?: unknown; message?: unknown; error_description?: unknown };
  for (const value of [b.msg, b.message, b.error_description]) if (typeof value === 'string') return value;
  return undefined;
}

/**
 * Describes a refusal for the cause chain (which the error handler logs): status, code and message
 * of the provider, never the request, whose headers carry the service-role key.
 */
function providerFailure(action: string, answer: ProviderAnswer): Error {
  const code = errorCodeOf(answer.body);
  const message = messageOf(answer.body);
  return new Error(`identity provider refused to ${action}: HTTP ${answer.status}${code ? ` ${code}` : ''}${message ? `: ${message}` : ''}`);
}

/**
 * The identity provider reached through Supabase Auth's admin API with the service-role key (the
 * contract's external mode). The key is sent in the `apikey` and `Authorization` headers and goes
 * nowhere else: not into errors, their causes or the log.
 *
 * No transaction is held while the provider answers (see IdentityProvider). Every user it hands to
 * the service is mirrored (by id) into auth.users in a short service-role step of its own, so that
 * rows referencing the user (an admin account) satisfy the same foreign keys as with the built-in
 * provider.
 */
export function createExternalIdentityProvider(options: ExternalProviderOptions): IdentityProvider {
  const base = `${options.url.replace(/\/+$/, '')}/auth/v1/admin/users`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  const headers = {
    apikey: options.serviceRoleKey,
    Authorization: `Bearer ${options.serviceRoleKey}`,
    Accept: 'application/json',
  };

  async function call(action: string, method: string, url: string, body?: unknown): Promise<ProviderAnswer> {
    let res: Response;
    try {
      res = await doFetch(url, {
        method,
        headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const reason = (err as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'unreachable';
      throw new ApiError('service_unavailable', {
        message: 'The identity provider is unreachable. Try again later.',
        retryAfter: 5,
        cause: new Error(`identity provider ${reason} (${action})`, { cause: err }),
      });
    }
    const text = await res.text().catch(() => '');
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, body: parsed };
  }

  /** The refusals every call shares: a provider in trouble, or one that does not take our key. */
  function failure(action: string, answer: ProviderAnswer): ApiError {
    const cause = providerFailure(action, answer);
    if (answer.status === 429 || answer.status >= 500) {
      return new ApiError('service_unavailable', {
        message: 'The identity provider is temporarily unavailable. Try again later.',
        retryAfter: 5,
        cause,
      });
    }
    if (answer.status === 401 || answer.status === 403) {
      // Our configuration, not the caller's request: a 500, logged with the cause.
      return new ApiError('server_error', { cause });
    }
    const code = errorCodeOf(answer.body);
    if (code === 'weak_password') {
      return new ApiError('validation_error', { message: messageOf(answer.body) ?? 'The password is too weak.', param: 'password', cause });
    }
    if (answer.status === 400 || answer.status === 422) {
      return new ApiError('validation_error', { message: messageOf(answer.body) ?? 'The identity provider refused the request.', param: null, cause });
    }
    return new ApiError('server_error', { cause });
  }

  function userOf(body: unknown): IdentityUser {
    const user = (body && typeof body === 'object' && 'user' in body ? (body as { user: unknown }).user : body) as Partial<IdentityUser> | undefined;
    if (!user || typeof user.id !== 'string' || typeof user.email !== 'string') {
      throw new ApiError('server_error', { cause: new Error('identity provider answered without a user id and e-mail') });
    }
    return { id: user.id, email: user.email };
  }

  function foundUser(match: { id: string; email: string; app_metadata?: unknown }): FoundIdentityUser {
    const appMetadata = match.app_metadata && typeof match.app_metadata === 'object' ? (match.app_metadata as Record<string, unknown>) : {};
    return { id: match.id, email: match.email, appMetadata };
  }

  async function mirrored<U extends IdentityUser>(db: Database, user: U): Promise<U> {
    await asCaller(db, serviceCaller, (tx) => tx.query('select auth.mirror_external_user($1)', [user.id]));
    return user;
  }

  return {
    kind: 'external',
    async createUser(db, input: CreateIdentityUserInput) {
      const answer = await call('create a user', 'POST', base, {
        email: input.email,
        password: input.password,
        email_confirm: input.emailConfirmed,
        ...(input.appMetadata ? { app_metadata: input.appMetadata } : {}),
        ...(input.userMetadata ? { user_metadata: input.userMetadata } : {}),
      });
      if (answer.status >= 200 && answer.status < 300) return mirrored(db, userOf(answer.body));
      const code = errorCodeOf(answer.body);
      if (answer.status === 409 || code === 'email_exists' || code === 'user_already_exists') {
        throw new ApiError('conflict', {
          message: 'An account with this e-mail address already exists.',
          param: 'email',
          cause: providerFailure('create a user', answer),
        });
      }
      throw failure('create a user', answer);
    },
    async setPassword(_db, userId, password) {
      const answer = await call('set a password', 'PUT', `${base}/${encodeURIComponent(userId)}`, { password });
      if (answer.status >= 200 && answer.status < 300) return;
      if (answer.status === 404) {
        throw new ApiError('not_found', { message: 'The identity user does not exist.', cause: providerFailure('set a password', answer) });
      }
      throw failure('set a password', answer);
    },
    async deleteUser(_db, userId) {
      const answer = await call('delete a user', 'DELETE', `${base}/${encodeURIComponent(userId)}`);
      // Already gone is what was asked for.
      if ((answer.status >= 200 && answer.status < 300) || answer.status === 404) return;
      throw failure('delete a user', answer);
    },
    async setBanned(userId, banned) {
      // GoTrue's permanent ban is a long duration; "none" lifts it.
      const answer = await call(banned ? 'ban a user' : 'unban a user', 'PUT', `${base}/${encodeURIComponent(userId)}`, {
        ban_duration: banned ? '876000h' : 'none',
      });
      if (answer.status >= 200 && answer.status < 300) return;
      if (answer.status === 404) {
        throw new ApiError('not_found', { message: 'The identity user does not exist.', param: 'id', cause: providerFailure('ban a user', answer) });
      }
      throw failure(banned ? 'ban a user' : 'unban a user', answer);
    },
    async findUserByEmail(db, email) {
      const wanted = email.trim().toLowerCase();
      // Supabase's admin API has no exact lookup by address: `filter` is a substring search, so the
      // pages are scanned for the exact (case-insensitive) match.
      for (let page = 1; page <= MAX_PAGES; page++) {
        const query = new URLSearchParams({ filter: wanted, page: String(page), per_page: String(PAGE_SIZE) });
        const answer = await call('look up a user', 'GET', `${base}?${query}`);
        if (answer.status < 200 || answer.status >= 300) throw failure('look up a user', answer);
        const users = (answer.body as { users?: unknown } | undefined)?.users;
        if (!Array.isArray(users)) throw new ApiError('server_error', { cause: new Error('identity provider answered a user list without users') });
        const match = users.find((u: { email?: unknown }) => typeof u.email === 'string' && u.email.toLowerCase() === wanted) as
          | { id: string; email: string; app_metadata?: unknown }
          | undefined;
        if (match) return mirrored(db, foundUser(match));
        if (users.length < PAGE_SIZE) return undefined;
      }
      return undefined;
    },
  };
}
