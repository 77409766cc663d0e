import { isApiError } from '@carecall/api-client';
import { Spinner } from '@carecall/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalRuntime } from '../../app/usePortalRuntime.ts';
import { AuthPage } from './AuthPage.tsx';
import { readSignInTarget } from './buildSignInRequest.ts';
import { initiateSession } from './initiateSession.ts';
import { sanitizeReturnTarget } from './sanitizeReturnTarget.ts';

/**
 * `/callback`: a spinner while the sign-in completes; then the user time zone, user details and
 * settings are loaded and the user goes to the address the sign-in started from. The second factor, when the server
 * asks for it, takes over from here; any other failure logs out (a failed login initialisation).
 */
export function CallbackScreen() {
  const runtime = usePortalRuntime();
  const { t } = useTranslation('auth');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { auth, api, store, returnTargets, session, navigate } = runtime;
    void (async () => {
      let user: Awaited<ReturnType<typeof auth.completeSignIn>>;
      try {
        user = await auth.completeSignIn();
      } catch (error) {
        console.error('Sign-in could not complete:', error instanceof Error ? error.message : error);
        await session.logout();
        return;
      }
      // A popup sign-in (the fallback of silent renewal) ends here; its opener carries on.
      if (!user) return;
      const target = sanitizeReturnTarget(readSignInTarget(user.state)) ?? returnTargets.get() ?? '/';
      returnTargets.remember(target);
      try {
        await initiateSession({ api, store });
        navigate(target, { replace: true });
      } catch (error) {
        if (isApiError(error) && error.code === 'MFA_IS_REQUIRED') return;
        console.error('Loading the user after sign-in failed:', error instanceof Error ? error.message : error);
        await session.logout({ error: 'USER-NOT-AUTHORIZED' });
      }
    })();
  }, [runtime]);

  return (
    <AuthPage>
      <Spinner label={t('callback.signingIn')} size="large" />
      <p className="cc-auth-card__status">{t('callback.signingIn')}</p>
    </AuthPage>
  );
}
