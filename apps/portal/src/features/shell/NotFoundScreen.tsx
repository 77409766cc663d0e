import { NotFound } from '@carecall/ui';
import { useTranslation } from 'react-i18next';
import { usePortalRuntime } from '../../app/usePortalRuntime.ts';
import { HOME_PATH } from '../auth/authPaths.ts';

/** Any unknown address: 'Sorry, but the page you were trying to view does not exist.' and a way home. */
export function NotFoundScreen() {
  const { navigate } = usePortalRuntime();
  const { t } = useTranslation('shell');
  return (
    <NotFound
      title={t('notFound.title')}
      text={t('notFound.text')}
      homeLabel={t('notFound.home')}
      homeHref={HOME_PATH}
      onNavigate={(href) => navigate(href)}
    />
  );
}
