import { useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, Navigate, NavLink, Route, Routes, useLocation, useNavigate } from 'react-router';
import { AuthProvider, useAuth, usePermissions } from './auth';
import { Forbidden, groupLabels, ToastProvider } from './components';
import { LocaleProvider, useLocale, useMessages, useSetLocale, type Messages } from './i18n';
import type { NavGroup, ScreenDef } from './screen';
import { screens as coreScreens } from './screens/core';
import { Account } from './screens/core/Account';
import { SignInPage } from './screens/core/SignIn';
import { screens as lotScreens } from './screens/lots';
import { screens as opsScreens } from './screens/ops';

const allScreens: ScreenDef[] = [...coreScreens, ...lotScreens, ...opsScreens];
const groupOrder: NavGroup[] = ['main', 'parking', 'users', 'owners', 'ops', 'content', 'admins', 'system', 'owner'];

const m = {
  en: {
    appName: 'Parking portal', skip: 'Skip to content', nav: 'Main navigation', signOut: 'Sign out', language: 'Language',
    menu: 'Menu', account: 'My account', notFound: 'This page does not exist.', checking: 'Checking your account…', ownerArea: 'Owner area',
  },
  ja: {
    appName: '駐車場ポータル', skip: '本文へ移動', nav: 'メインナビゲーション', signOut: 'サインアウト', language: '言語',
    menu: 'メニュー', account: 'アカウント', notFound: 'このページはありません。', checking: 'アカウントを確認しています…', ownerArea: 'オーナー',
  },
} satisfies Messages;

function visible(s: ScreenDef, mode: 'admin' | 'owner', has: (k: string) => boolean): boolean {
  if (s.permission === null) return mode === 'owner';
  return mode === 'admin' && has(s.permission);
}

function LocaleSwitch() {
  const locale = useLocale();
  const setLocale = useSetLocale();
  const t = useMessages(m);
  return (
    <div className="locale-switch" role="group" aria-label={t('language')}>
      {(['ja', 'en'] as const).map((l) => (
        <button key={l} type="button" className={locale === l ? 'active' : ''} aria-pressed={locale === l} lang={l} onClick={() => setLocale(l)}>
          {l === 'ja' ? '日本語' : 'English'}
        </button>
      ))}
    </div>
  );
}

function Layout({ children }: { children: ReactNode }) {
  const t = useMessages(m);
  const tg = useMessages(groupLabels);
  const locale = useLocale();
  const { mode, session, signOut, adminName, keys, keysLoading } = useAuth();
  const { has } = usePermissions();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  const groups = groupOrder
    .map((g) => ({ g, items: allScreens.filter((s) => s.group === g && !s.navHidden && visible(s, mode, has)) }))
    .filter((x) => x.items.length > 0);
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('skip')}
      </a>
      <header className="topbar">
        <button type="button" className="menu-toggle" aria-expanded={open} aria-controls="main-nav" onClick={() => setOpen((o) => !o)}>
          {t('menu')}
        </button>
        <span className="brand">{mode === 'owner' ? `${t('appName')} · ${t('ownerArea')}` : t('appName')}</span>
        <span className="spacer" />
        <LocaleSwitch />
        {/* An admin's own settings (language, e-mails) hang off their name, as in most back offices. */}
        {mode === 'admin' ? (
          <NavLink className="who" data-testid="who" to="/account" title={t('account')}>
            {adminName ?? session?.user.email}
          </NavLink>
        ) : (
          <span className="who" data-testid="who">
            {session?.user.email}
          </span>
        )}
        <button type="button" className="btn btn-secondary" onClick={() => void signOut('signed_out')}>
          {t('signOut')}
        </button>
      </header>
      <div className="body">
        <nav
          id="main-nav"
          className={`sidenav${open ? ' open' : ''}`}
          aria-label={t('nav')}
          data-permissions={mode === 'owner' ? 'owner' : keysLoading ? 'loading' : keys ? 'loaded' : 'unavailable'}
        >
          {groups.map(({ g, items }) => (
            <div key={g} className="nav-group">
              <h2 id={`nav-${g}`}>{tg(g)}</h2>
              <ul aria-labelledby={`nav-${g}`}>
                {items.map((s) => (
                  <li key={s.path}>
                    <NavLink to={`/${s.path.replace(/\/\*$/, '')}`} data-permission={s.permission ?? ''} data-screen={s.path}>
                      {s.label[locale]}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <main id="main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}

/** Signed in at all; otherwise to the sign-in page, coming back afterwards. */
function RequireSession({ children }: { children: ReactNode }) {
  const { session, ready } = useAuth();
  const location = useLocation();
  if (!ready) return null;
  if (!session) return <Navigate to="/signin" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}

/** Contract 5.4: the admin check again whenever a protected route mounts. */
function RequireAdmin({ children }: { children: ReactNode }) {
  const { checkAdmin, mode } = useAuth();
  const t = useMessages(m);
  const [ok, setOk] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    if (mode !== 'admin') return;
    void checkAdmin().then((r) => live && setOk(r));
    return () => {
      live = false;
    };
  }, [checkAdmin, mode]);
  if (mode !== 'admin') return <Navigate to="/" replace />;
  // Rendered while the check runs (fail-open, 5.6); a failed check signs out and leaves.
  return (
    <>
      {ok === null ? (
        <p className="visually-hidden" role="status">
          {t('checking')}
        </p>
      ) : null}
      {children}
    </>
  );
}

function Guarded({ screen }: { screen: ScreenDef }) {
  const { has } = usePermissions();
  const { mode } = useAuth();
  if (screen.permission === null) {
    if (mode !== 'owner') return <Navigate to="/" replace />;
    return <>{screen.element}</>;
  }
  return <RequireAdmin>{has(screen.permission) ? screen.element : <Forbidden />}</RequireAdmin>;
}

function Home() {
  const { mode } = useAuth();
  const { has, loading } = usePermissions();
  const first = allScreens.find((s) => !s.navHidden && visible(s, mode, has));
  if (loading && mode === 'admin') return null;
  if (!first) return <Forbidden />;
  return <Navigate to={`/${first.path.replace(/\/\*$/, '')}`} replace />;
}

function NotFound() {
  const t = useMessages(m);
  return <p>{t('notFound')}</p>;
}

function SignedOutRedirect() {
  // Leaves protected screens when the session ends (sign-out, not_admin, ended elsewhere).
  const { session, ready, lastSignOutReason } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (ready && !session && location.pathname !== '/signin') {
      navigate(lastSignOutReason === 'not_admin' ? '/signin?reason=not_admin' : '/signin', { replace: true });
    }
  }, [ready, session, location.pathname, lastSignOutReason, navigate]);
  return null;
}

export function App() {
  return (
    <LocaleProvider>
      <AuthProvider>
        <ToastProvider>
          <BrowserRouter basename="/portal">
            <SignedOutRedirect />
            <Routes>
              <Route path="/signin" element={<SignInPage />} />
              <Route
                path="/*"
                element={
                  <RequireSession>
                    <Layout>
                      <Routes>
                        <Route index element={<Home />} />
                        <Route path="account" element={<RequireAdmin><Account /></RequireAdmin>} />
                        {allScreens.map((s) => (
                          <Route key={s.path} path={s.path} element={<Guarded screen={s} />} />
                        ))}
                        <Route path="*" element={<NotFound />} />
                      </Routes>
                    </Layout>
                  </RequireSession>
                }
              />
            </Routes>
          </BrowserRouter>
        </ToastProvider>
      </AuthProvider>
    </LocaleProvider>
  );
}
