import { Spinner } from '@carecall/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalRuntime } from '../../app/usePortalRuntime.ts';
import { AuthPage } from './AuthPage.tsx';

/** `/logout`: once the identity library has loaded the user, logs out and goes to `/login`. */
export function LogoutScreen() {
  const { auth, session } = usePortalRuntime();
  const { t } = useTranslation('auth');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void auth
      .getUser()
      .catch(() => null)
      .then(() => session.logout());
  }, [auth, session]);

  return (
    <AuthPage>
      <Spinner label={t('logout.signingOut')} size="large" />
      <p className="cc-auth-card__status">{t('logout.signingOut')}</p>
    </AuthPage>
  );
}
