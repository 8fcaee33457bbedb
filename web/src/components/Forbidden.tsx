import { useMessages } from '../i18n';
import { common } from './messages';
import { Page } from './Page';

export function Forbidden() {
  const t = useMessages(common);
  return (
    <Page title={t('forbiddenTitle')}>
      <p>{t('forbiddenText')}</p>
    </Page>
  );
}
