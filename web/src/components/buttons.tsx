import { useId, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useMessages } from '../i18n';
import { common } from './messages';

type Kind = 'primary' | 'secondary' | 'danger';

export function Button({ kind = 'primary', className, type = 'button', ...props }: { kind?: Kind } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={`btn btn-${kind}${className ? ` ${className}` : ''}`} {...props} />;
}

/** A decision that asks once more, inline (see index.ts). */
export function ConfirmButton({
  confirm,
  onConfirm,
  children,
  kind = 'danger',
  disabled,
}: {
  confirm: string;
  onConfirm(): void | Promise<void>;
  children: ReactNode;
  kind?: Kind;
  disabled?: boolean;
}) {
  const t = useMessages(common);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = useId();
  if (!asking)
    return (
      <Button kind={kind} disabled={disabled} onClick={() => setAsking(true)}>
        {children}
      </Button>
    );
  return (
    <span className="confirm" role="group" aria-labelledby={id}>
      <span id={id} className="confirm-question">
        {confirm}
      </span>
      <Button
        kind={kind}
        disabled={busy}
        autoFocus
        onClick={async () => {
          setBusy(true);
          try {
            await onConfirm();
          } finally {
            setBusy(false);
            setAsking(false);
          }
        }}
      >
        {t('confirm')}
      </Button>
      <Button kind="secondary" onClick={() => setAsking(false)}>
        {t('cancel')}
      </Button>
    </span>
  );
}
