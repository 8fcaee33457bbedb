import type { ApiError } from '../api';
import { useMessages } from '../i18n';
import { common } from './messages';

/** The error's message, and the field it names (the envelope's `param`). */
export function ErrorBanner({ error }: { error?: ApiError | undefined }) {
  const t = useMessages(common);
  if (!error) return null;
  return (
    <div className="error-banner" role="alert">
      <strong>{t('error')}:</strong> {error.message}
      {error.param ? <span className="error-param"> ({t('errorParam', { param: error.param })})</span> : null}
    </div>
  );
}

/** The message for one field when the error names it. */
export function fieldError(error: ApiError | undefined, param: string): string | undefined {
  return error && error.param === param ? error.message : undefined;
}
