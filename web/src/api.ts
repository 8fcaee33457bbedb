import createClient, { type Middleware } from 'openapi-fetch';
import { createClient as createSupabaseClient } from '@supabase/supabase-js';
// The contract's types, generated from openapi.json by `npm run openapi`: a contract change that a
// screen does not follow breaks `npm run typecheck` and the build, not the portal in production.
import type { components, paths } from '../../examples/client/api';
import { currentLocale } from './i18n';

export type Schemas = components['schemas'];

export interface ApiError {
  code: string;
  message: string;
  param?: string;
  details?: unknown;
}

/**
 * The built-in identity provider does not check the anon key (docs/identity.md); supabase-js needs a
 * non-empty one. It is public by nature (Supabase ships it in every client), never the service-role key.
 */
const ANON_KEY = 'parking-portal';

/** Sign-in with the identity provider directly (contract section 1: the permitted exception). */
export const supabase = createSupabaseClient(window.location.origin, ANON_KEY, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false, storageKey: 'parking-portal-auth' },
});

const auth: Middleware = {
  async onRequest({ request }) {
    const { data } = await supabase.auth.getSession();
    if (data.session) request.headers.set('Authorization', `Bearer ${data.session.access_token}`);
    request.headers.set('Accept-Language', currentLocale());
    return request;
  },
  async onResponse({ request, response }) {
    // The session ended (signed out elsewhere, password reset, ban): leave rather than show errors.
    // supabase-js's sign-out event takes the portal back to the sign-in page.
    // admins/me's answer is the admin gate's (auth.tsx: sign-out with not_admin).
    if (response.status === 401 && !new URL(request.url).pathname.endsWith('/v1/admin/admins/me')) {
      const { data } = await supabase.auth.getSession();
      if (data.session) await supabase.auth.signOut({ scope: 'local' });
    }
    return response;
  },
};

/** Every API call of the portal: typed by the contract, with the signed-in user's bearer token. */
export const api = createClient<paths>({ baseUrl: window.location.origin });
api.use(auth);

/** The envelope's error object out of an openapi-fetch `error` (or anything thrown on the way). */
export function apiError(err: unknown): ApiError {
  if (err && typeof err === 'object' && 'error' in err) {
    const e = (err as { error: unknown }).error;
    if (e && typeof e === 'object' && 'code' in e && 'message' in e) {
      const o = e as { code: unknown; message: unknown; param?: unknown; details?: unknown };
      return {
        code: String(o.code),
        message: String(o.message),
        ...(typeof o.param === 'string' ? { param: o.param } : {}),
        ...(o.details !== undefined && o.details !== null ? { details: o.details } : {}),
      };
    }
  }
  if (err instanceof Error) return { code: 'network_error', message: err.message };
  return { code: 'unknown_error', message: typeof err === 'string' ? err : 'The request failed.' };
}
