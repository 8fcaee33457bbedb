import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Session } from '@supabase/supabase-js';
import { api, supabase } from './api';
import { useAdoptLocale } from './i18n';

/**
 * Who is signed in and as what (contract 5.4-5.6).
 *
 * - `admin` mode: the staff area. Accepted only when `GET /v1/admin/admins/me` answers 200; a 401,
 *   403 or 404 signs out with the reason `not_admin`, shown on the sign-in page. The check is made
 *   after sign-in and again whenever a protected route mounts (RequireAdmin).
 * - `owner` mode: the owner area (screens with `permission: null`), open to any signed-in user; an
 *   owner registers there. A user chooses the area on the sign-in page.
 *
 * Permissions: `admins?status=active` + `role-permissions`, own row found by e-mail, role's keys.
 * While they load, and if loading failed, every key counts as held (fail-open): hiding is only a
 * usability guard, the server enforces.
 */
export type Mode = 'admin' | 'owner';
export type SignOutReason = 'not_admin' | 'signed_out' | 'session_ended';

interface AuthState {
  session: Session | null;
  /** False until supabase-js has read a stored session. */
  ready: boolean;
  mode: Mode;
  keys: Set<string> | null;
  keysLoading: boolean;
  adminName: string | null;
}

interface AuthContextValue extends AuthState {
  signIn(email: string, password: string, mode: Mode): Promise<{ ok: true } | { ok: false; reason: SignOutReason | 'invalid_credentials'; message?: string }>;
  signOut(reason?: SignOutReason): Promise<void>;
  /** The contract's check; signs out with `not_admin` when the caller is not an active admin. */
  checkAdmin(): Promise<boolean>;
  lastSignOutReason: SignOutReason | null;
}

const MODE_KEY = 'parking-portal-mode';
const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Contract 5.5: the own row from `admins?status=active`, matched by e-mail. That list needs
 * admins.view, which most roles lack (the server answers 403): then the own row comes from
 * `admins/me`, which returns the same Admin fields to every active admin.
 */
async function ownRoleId(email: string): Promise<string | undefined> {
  let cursor: string | undefined;
  for (let page = 0; page < 50; page++) {
    const { data } = await api.GET('/v1/admin/admins', { params: { query: { status: 'active', limit: 100, ...(cursor ? { cursor } : {}) } } });
    if (!data) break;
    const mine = data.admins.find((a) => a.email.toLowerCase() === email.toLowerCase());
    if (mine) return mine.role_id;
    if (!data.next_cursor) break;
    cursor = data.next_cursor;
  }
  const { data, error } = await api.GET('/v1/admin/admins/me');
  if (error || !data) throw new Error('admins/me');
  return data.admin.role_id;
}

async function loadKeys(email: string): Promise<Set<string>> {
  const [perms, roleId] = await Promise.all([api.GET('/v1/admin/role-permissions'), ownRoleId(email)]);
  if (perms.error || !perms.data) throw new Error('role-permissions');
  return new Set(perms.data.role_permissions.filter((r) => r.role_id === roleId).map((r) => r.permission_key));
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [ready, setReady] = useState(false);
  const [mode, setMode] = useState<Mode>(() => (localStorage.getItem(MODE_KEY) === 'owner' ? 'owner' : 'admin'));
  const [keys, setKeys] = useState<Set<string> | null>(null);
  const [keysLoading, setKeysLoading] = useState(false);
  const [adminName, setAdminName] = useState<string | null>(null);
  const [lastSignOutReason, setLastSignOutReason] = useState<SignOutReason | null>(null);
  const loadedFor = useRef<string | null>(null);

  useEffect(() => {
    let live = true;
    void supabase.auth.getSession().then(({ data }) => {
      if (!live) return;
      setSession(data.session);
      setReady(true);
    });
    const { data } = supabase.auth.onAuthStateChange((_event, s) => {
      setSession(s);
      if (!s) {
        setKeys(null);
        loadedFor.current = null;
      }
    });
    return () => {
      live = false;
      data.subscription.unsubscribe();
    };
  }, []);

  // The UI in the person's own language (issue 20: "the admin's locale"): their profile's.
  const adoptLocale = useAdoptLocale();
  const userId = session?.user.id;
  useEffect(() => {
    if (!userId) return;
    void api.GET('/v1/me').then(({ data }) => data && adoptLocale(data.profile.locale));
  }, [userId, adoptLocale]);

  // Permissions of the signed-in admin, once per session.
  useEffect(() => {
    const email = session?.user.email;
    if (!session || !email || mode !== 'admin' || loadedFor.current === session.user.id) return;
    loadedFor.current = session.user.id;
    setKeysLoading(true);
    loadKeys(email)
      .then((k) => setKeys(k))
      .catch(() => setKeys(null)) // fail-open: the server still refuses what the role lacks
      .finally(() => setKeysLoading(false));
  }, [session, mode]);

  const signOut = useCallback(async (reason: SignOutReason = 'signed_out') => {
    setLastSignOutReason(reason);
    setKeys(null);
    setAdminName(null);
    loadedFor.current = null;
    // local: this browser only; the admin may be signed in elsewhere.
    await supabase.auth.signOut({ scope: 'local' });
  }, []);

  const checkAdmin = useCallback(async () => {
    const { data, response } = await api.GET('/v1/admin/admins/me');
    if (data) {
      setAdminName(data.admin.name);
      return true;
    }
    if ([401, 403, 404].includes(response.status)) {
      await signOut('not_admin');
      return false;
    }
    // Any other failure (network, 5xx) is not a verdict on the account: stay, the server refuses.
    return true;
  }, [signOut]);

  const signIn = useCallback<AuthContextValue['signIn']>(
    async (email, password, wanted) => {
      setLastSignOutReason(null);
      // The area first: the session's arrival starts loading what that area needs.
      localStorage.setItem(MODE_KEY, wanted);
      setMode(wanted);
      const { error } = await supabase.auth.signInWithPassword({ email, password });
      if (error) return { ok: false, reason: 'invalid_credentials', message: error.message };
      if (wanted === 'admin' && !(await checkAdmin())) return { ok: false, reason: 'not_admin' };
      return { ok: true };
    },
    [checkAdmin],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ session, ready, mode, keys, keysLoading, adminName, signIn, signOut, checkAdmin, lastSignOutReason }),
    [session, ready, mode, keys, keysLoading, adminName, signIn, signOut, checkAdmin, lastSignOutReason],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const v = useContext(AuthContext);
  if (!v) throw new Error('useAuth outside AuthProvider');
  return v;
}

/** `has` is true while loading and after a loading failure (fail-open, contract 5.6). */
export function usePermissions(): { has(key: string): boolean; loading: boolean } {
  const { keys, keysLoading, mode } = useAuth();
  return useMemo(
    () => ({
      has: (key: string) => (mode === 'owner' ? false : keys === null ? true : keys.has(key)),
      loading: keysLoading || (mode === 'admin' && keys === null && keysLoading),
    }),
    [keys, keysLoading, mode],
  );
}

export function useSession(): { email: string; userId: string } | null {
  const { session } = useAuth();
  return useMemo(() => (session ? { email: session.user.email ?? '', userId: session.user.id } : null), [session]);
}
