import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export type Locale = 'en' | 'ja';
export type Messages = { en: Record<string, string>; ja: Record<string, string> };

const STORAGE_KEY = 'parking-portal-locale';

function initialLocale(): Locale {
  const saved = localStorage.getItem(STORAGE_KEY);
  if (saved === 'en' || saved === 'ja') return saved;
  // The service is Japanese first: Japanese unless the browser prefers English.
  return navigator.language.toLowerCase().startsWith('en') ? 'en' : 'ja';
}

// For the formatters, which are plain functions (called outside components too).
let active: Locale = 'ja';
export function currentLocale(): Locale {
  return active;
}

const LocaleContext = createContext<{ locale: Locale; setLocale(l: Locale): void; adopt(l: Locale): void }>({ locale: 'ja', setLocale: () => {}, adopt: () => {} });

export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(() => (active = initialLocale()));
  active = locale;
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const setLocale = useCallback((l: Locale) => {
    localStorage.setItem(STORAGE_KEY, l);
    active = l;
    setLocaleState(l);
  }, []);
  // The signed-in person's own locale (their profile), unless this browser was switched by hand.
  const adopt = useCallback((l: Locale) => {
    if (localStorage.getItem(STORAGE_KEY)) return;
    active = l;
    setLocaleState(l);
  }, []);
  const value = useMemo(() => ({ locale, setLocale, adopt }), [locale, setLocale, adopt]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

export function useSetLocale(): (l: Locale) => void {
  return useContext(LocaleContext).setLocale;
}

/** Takes the signed-in person's profile locale unless the UI language was chosen in this browser. */
export function useAdoptLocale(): (l: Locale) => void {
  return useContext(LocaleContext).adopt;
}

/** `t(key, {name})` over a screen's own messages, in the UI language; `{name}` placeholders. */
export function useMessages<M extends Messages>(m: M): (key: keyof M['en'] & string, vars?: Record<string, string | number>) => string {
  const locale = useLocale();
  return useCallback(
    (key, vars) => {
      const text = m[locale][key] ?? m.en[key] ?? key;
      return vars ? text.replace(/\{(\w+)\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all)) : text;
    },
    [locale, m],
  );
}

export function formatYen(n: number | null | undefined): string {
  if (n === null || n === undefined || Number.isNaN(n)) return '—';
  return new Intl.NumberFormat(active === 'ja' ? 'ja-JP' : 'en-JP', { style: 'currency', currency: 'JPY' }).format(n);
}

/** Times in Japan's time zone, where the lots and the staff are. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(active === 'ja' ? 'ja-JP' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tokyo' }).format(d);
}

export function formatNumber(n: number | null | undefined): string {
  if (n === null || n === undefined) return '—';
  return new Intl.NumberFormat(active === 'ja' ? 'ja-JP' : 'en-GB').format(n);
}
