import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { supabase } from '../../api';
import { useAuth, type Mode } from '../../auth';
import { Button, TextField } from '../../components';
import { useLocale, useMessages, useSetLocale, type Messages } from '../../i18n';

const m = {
  en: {
    title: 'Sign in to the parking portal', email: 'E-mail address', password: 'Password', submit: 'Sign in', area: 'Sign in as',
    admin: 'Staff (admin)', owner: 'Parking-lot owner', notAdmin: 'This account is not an active administrator, so it was signed out. Owners sign in as "Parking-lot owner".',
    invalid: 'The e-mail address or password is wrong.', signingIn: 'Signing in…', signUp: 'Create an owner account', signUpHint: 'New owner? Create an account with your e-mail address and a password (at least 8 characters), then register as an owner.',
    signedUp: 'Account created; you are signed in.', language: 'Language',
  },
  ja: {
    title: '駐車場ポータルにサインイン', email: 'メールアドレス', password: 'パスワード', submit: 'サインイン', area: 'サインインの種類',
    admin: 'スタッフ(管理者)', owner: '駐車場オーナー', notAdmin: 'このアカウントは有効な管理者ではないため、サインアウトしました。オーナーの方は「駐車場オーナー」でサインインしてください。',
    invalid: 'メールアドレスまたはパスワードが正しくありません。', signingIn: 'サインインしています…', signUp: 'オーナーアカウントを作成', signUpHint: '新しいオーナーの方は、メールアドレスとパスワード(8文字以上)でアカウントを作成し、オーナー登録を行ってください。',
    signedUp: 'アカウントを作成し、サインインしました。', language: '言語',
  },
} satisfies Messages;

export function SignInPage() {
  const t = useMessages(m);
  const locale = useLocale();
  const setLocale = useSetLocale();
  const { signIn, lastSignOutReason, session, ready } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [mode, setMode] = useState<Mode>(() => (localStorage.getItem('parking-portal-mode') === 'owner' ? 'owner' : 'admin'));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const notAdmin = params.get('reason') === 'not_admin' || lastSignOutReason === 'not_admin';

  useEffect(() => {
    document.title = t('title');
    heading.current?.focus();
  }, [t]);

  const from = (location.state as { from?: string } | null)?.from;
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    const r = await signIn(email.trim(), password, mode);
    setBusy(false);
    if (r.ok) navigate(from && from !== '/signin' ? from : '/', { replace: true });
    else if (r.reason === 'not_admin') navigate('/signin?reason=not_admin', { replace: true });
    else setProblem(r.message && !/invalid/i.test(r.message) ? r.message : t('invalid'));
  }

  async function signUp() {
    setBusy(true);
    setProblem(null);
    // The owner area before the session appears, so that nothing treats the new user as staff.
    localStorage.setItem('parking-portal-mode', 'owner');
    const { error } = await supabase.auth.signUp({ email: email.trim(), password });
    if (error) {
      setBusy(false);
      return setProblem(error.message);
    }
    const r = await signIn(email.trim(), password, 'owner');
    setBusy(false);
    if (r.ok) navigate('/', { replace: true });
  }

  // Already signed in (a bookmark, the back button): straight to the portal.
  if (ready && session && !busy) return <Navigate to="/" replace />;

  return (
    <main className="signin" id="main">
      <div className="signin-card">
        <div className="signin-lang" role="group" aria-label={t('language')}>
          {(['ja', 'en'] as const).map((l) => (
            <button key={l} type="button" className={locale === l ? 'active' : ''} aria-pressed={locale === l} lang={l} onClick={() => setLocale(l)}>
              {l === 'ja' ? '日本語' : 'English'}
            </button>
          ))}
        </div>
        <h1 tabIndex={-1} ref={heading}>
          {t('title')}
        </h1>
        {notAdmin ? (
          <div className="error-banner" role="alert" data-reason="not_admin">
            {t('notAdmin')}
          </div>
        ) : null}
        {problem ? (
          <div className="error-banner" role="alert">
            {problem}
          </div>
        ) : null}
        <form onSubmit={submit} aria-busy={busy}>
          <fieldset className="area-choice">
            <legend>{t('area')}</legend>
            {(['admin', 'owner'] as const).map((v) => (
              <label key={v}>
                <input type="radio" name="area" value={v} checked={mode === v} onChange={() => setMode(v)} /> {t(v)}
              </label>
            ))}
          </fieldset>
          <TextField label={t('email')} name="email" type="email" autoComplete="username" value={email} onChange={setEmail} required />
          <TextField label={t('password')} name="password" type="password" autoComplete="current-password" value={password} onChange={setPassword} required />
          <Button type="submit" disabled={busy}>
            {busy ? t('signingIn') : t('submit')}
          </Button>
        </form>
        {mode === 'owner' ? (
          <div className="signup">
            <p>{t('signUpHint')}</p>
            <Button kind="secondary" disabled={busy || !email || password.length < 8} onClick={() => void signUp()}>
              {t('signUp')}
            </Button>
          </div>
        ) : null}
      </div>
    </main>
  );
}
