import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useMessages } from '../i18n';
import { common } from './messages';

const ToastContext = createContext<(message: string) => void>(() => {});

/** Short confirmations ("Saved"), announced politely and gone after a few seconds. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useMessages(common);
  const [items, setItems] = useState<{ id: number; message: string }[]>([]);
  const push = useCallback((message: string) => {
    const id = Date.now() + Math.random();
    setItems((xs) => [...xs, { id, message }]);
    setTimeout(() => setItems((xs) => xs.filter((x) => x.id !== id)), 5000);
  }, []);
  return (
    <ToastContext.Provider value={push}>
      {children}
      <div className="toasts" role="status" aria-live="polite" aria-label={t('notifications')}>
        {items.map((i) => (
          <div key={i.id} className="toast">
            {i.message}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): (message: string) => void {
  return useContext(ToastContext);
}
