import { useEffect, useRef, type ReactNode } from 'react';
import { useMessages } from '../i18n';
import { common } from './messages';

/** A screen: its title is the page's h1 and takes focus on arrival, so screen readers announce it. */
export function Page({ title, actions, children }: { title: string; actions?: ReactNode; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const screen = useRef<HTMLElement>(null);
  const t = useMessages(common);
  const appName = t('appName');
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
  useEffect(() => {
    // Not from a field of this screen that already has focus: the effect runs after the first
    // paint, and someone quick (or a test driving the browser) may already be typing there; the
    // heading took the focus in the middle of a fill and the typed text went nowhere.
    if (screen.current?.contains(document.activeElement)) return;
    heading.current?.focus();
  }, [title]);
  return (
    <section className="page" aria-labelledby="page-title" ref={screen}>
      <header className="page-header">
        <h1 id="page-title" tabIndex={-1} ref={heading}>
          {title}
        </h1>
        {actions ? <div className="page-actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
