import { useEffect, useState, type FormEvent } from 'react';
import { api, apiError, type ApiError, type Schemas } from '../../api';
import { Button, CheckboxField, ErrorBanner, Page, SelectField, useLatestLoad, useToast } from '../../components';
import { useLocale, useMessages, useSetLocale, type Locale, type Messages } from '../../i18n';

const m = {
  en: {
    title: 'My account', language: 'Language of the portal and of e-mails to me', saveLanguage: 'Save language', prefs: 'E-mails I receive',
    new_owner: 'A new owner registers', new_parking: 'A lot is sent for review', sales_daily: 'Daily sales report', sales_monthly: 'Monthly sales report',
    system_alert: 'System alerts', save: 'Save', saved: 'Saved', ja: '日本語', en: 'English', loading: 'Loading…',
  },
  ja: {
    title: 'アカウント', language: 'ポータルと自分宛てメールの言語', saveLanguage: '言語を保存', prefs: '受け取るメール',
    new_owner: '新しいオーナーの登録', new_parking: '駐車場の審査依頼', sales_daily: '売上日報', sales_monthly: '売上月報',
    system_alert: 'システム警告', save: '保存', saved: '保存しました', ja: '日本語', en: 'English', loading: '読み込み中…',
  },
} satisfies Messages;

type Prefs = Schemas['AdminNotificationPrefs'];
const PREF_KEYS = ['new_owner', 'new_parking', 'sales_daily', 'sales_monthly', 'system_alert'] as const;

/**
 * The signed-in admin's own settings (any active admin): the profile's language, which the portal
 * adopts on sign-in and the service's e-mails use, and which e-mails they get (the sales digest
 * mail says to turn itself off here).
 */
export function Account() {
  const t = useMessages(m);
  const toast = useToast();
  const locale = useLocale();
  const setLocale = useSetLocale();
  const [language, setLanguage] = useState<Locale>(locale);
  const [prefs, setPrefs] = useState<Prefs>();
  const [error, setError] = useState<ApiError>();

  const begin = useLatestLoad();
  useEffect(() => {
    const isLatest = begin();
    void api.GET('/v1/admin/notification-prefs').then(({ data, error }) => isLatest() && (data ? setPrefs(data.notification_prefs) : setError(apiError(error))));
    void api.GET('/v1/me').then(({ data }) => isLatest() && data && setLanguage(data.profile.locale));
  }, [begin]);

  async function saveLanguage(e: FormEvent) {
    e.preventDefault();
    const { error } = await api.PATCH('/v1/me', { body: { locale: language } });
    if (error) return setError(apiError(error));
    setError(undefined);
    setLocale(language);
    toast(t('saved'));
  }

  async function savePrefs(e: FormEvent) {
    e.preventDefault();
    if (!prefs) return;
    const { data, error } = await api.PUT('/v1/admin/notification-prefs', { body: prefs });
    if (!data) return setError(apiError(error));
    setError(undefined);
    setPrefs(data.notification_prefs);
    toast(t('saved'));
  }

  return (
    <Page title={t('title')}>
      <ErrorBanner error={error} />
      <form className="panel" onSubmit={(e) => void saveLanguage(e)}>
        <div className="form-grid">
          <SelectField label={t('language')} name="locale" value={language} onChange={(v) => setLanguage(v as Locale)} options={[{ value: 'ja', label: t('ja') }, { value: 'en', label: t('en') }]} />
        </div>
        <Button type="submit">{t('saveLanguage')}</Button>
      </form>
      <form className="panel" onSubmit={(e) => void savePrefs(e)} aria-labelledby="prefs">
        <h2 id="prefs">{t('prefs')}</h2>
        {prefs ? (
          <>
            {PREF_KEYS.map((k) => (
              <CheckboxField key={k} label={t(k)} name={k} checked={prefs[k]} onChange={(v) => setPrefs({ ...prefs, [k]: v })} />
            ))}
            <Button type="submit">{t('save')}</Button>
          </>
        ) : !error ? (
          <p role="status">{t('loading')}</p>
        ) : null}
      </form>
    </Page>
  );
}
