import { ErrorState, PlainButton, Spinner } from '@carecall/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { usePortalRuntime } from '../../app/usePortalRuntime.ts';
import { AuthPage } from './AuthPage.tsx';

type LoginState = 'checking' | 'redirecting' | 'failed' | 'error';

/**
 * `/login`: signed in, it goes to the stored return address (or `/`); otherwise it starts the sign-in
 * redirect with the device id, the stored language, the target and a forced login prompt. With `?error=` (a user the
 * backend refused) it explains instead and waits for a click, so a refused account cannot loop through sign-in.
 */
export function LoginScreen() {
  const { auth, session, returnTargets, navigate } = usePortalRuntime();
  const { t } = useTranslation('auth');
  const internalError = new URLSearchParams(useSearch()).get('error');
  const [state, setState] = useState<LoginState>(internalError ? 'error' : 'checking');
  const started = useRef(false);

  const signIn = useCallback(async () => {
    setState('redirecting');
    try {
      await session.startSignIn(returnTargets.get() ?? '/');
    } catch (error) {
      console.error('Sign-in redirect failed:', error);
      setState('failed');
    }
  }, [session, returnTargets]);

  useEffect(() => {
    if (internalError || started.current) return;
    started.current = true;
    void auth.getUser().then((user) => {
      if (user) navigate(returnTargets.get() ?? '/', { replace: true });
      else void signIn();
    });
  }, [auth, internalError, navigate, returnTargets, signIn]);

  if (state === 'error') {
    return (
      <AuthPage title={t('login.notAuthorizedTitle')}>
        <p role="alert">{t('login.notAuthorized', { code: internalError })}</p>
        <PlainButton label={t('login.signIn')} onClick={() => void signIn()} />
      </AuthPage>
    );
  }
  if (state === 'failed') {
    return (
      <AuthPage>
        <ErrorState message={t('login.startFailed')} retryLabel={t('login.signIn')} onRetry={() => void signIn()} />
      </AuthPage>
    );
  }
  return (
    <AuthPage>
      <Spinner label={t('login.redirecting')} size="large" />
      <p className="cc-auth-card__status">{t('login.redirecting')}</p>
    </AuthPage>
  );
}
