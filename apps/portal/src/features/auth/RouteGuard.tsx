import { isApiError, readOrganizationIdFromSearch } from '@carecall/api-client';
import { ErrorState, Spinner } from '@carecall/ui';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { usePortalRuntime } from '../../app/usePortalRuntime.ts';
import { AuthPage } from './AuthPage.tsx';
import { getGuardDecision } from './getGuardDecision.ts';
import { SessionInactivity } from './inactivity/SessionInactivity.tsx';
import { initiateSession } from './initiateSession.ts';
import { isAuthFailure, USER_NOT_AUTHORIZED } from './isAuthFailure.ts';

type GuardStatus = 'checking' | 'ready' | 'failed';

/** Props of {@link RouteGuard}. */
export interface RouteGuardProps {
  children: ReactNode;
}

/**
 * The route guard, run on every navigation: the multi-factor screen while it is pending renders
 * without the check; nobody signed in means logout and the sign-in redirect back to this address; a signed-in user
 * has their details and settings loaded before any screen renders, and a user the backend refuses is logged out with
 * USER-NOT-AUTHORIZED. An `organizationId` in the address selects that organization. Screens already shown stay on
 * screen while a later navigation is checked.
 */
export function RouteGuard({ children }: RouteGuardProps) {
  const runtime = usePortalRuntime();
  const { auth, store, mfaState, session, api } = runtime;
  const { t } = useTranslation(['auth', 'shell']);
  const [pathname] = useLocation();
  const search = useSearch();
  const [status, setStatus] = useState<GuardStatus>('checking');
  const [signedIn, setSignedIn] = useState(false);
  const checkId = useRef(0);

  const check = useCallback(async () => {
    const id = ++checkId.current;
    const isCurrent = () => id === checkId.current;
    const user = await auth.getUser().catch(() => null);
    if (!isCurrent()) return;
    const decision = getGuardDecision({
      pathname,
      search,
      authenticated: user !== null,
      mfaPending: mfaState.getPendingPhase() !== null,
      initiated: store.getState().initiated,
    });
    setSignedIn(decision.kind === 'render');
    if (decision.kind === 'skip' || decision.kind === 'render') {
      setStatus('ready');
      return;
    }
    if (decision.kind === 'signIn') {
      setStatus('checking');
      await session.clearSession();
      await session.startSignIn(decision.target).catch((error: unknown) => {
        console.error('Sign-in redirect failed:', error);
        if (isCurrent()) setStatus('failed');
      });
      return;
    }
    setStatus('checking');
    try {
      await initiateSession({ api, store });
      if (isCurrent()) {
        setSignedIn(true);
        setStatus('ready');
      }
    } catch (error) {
      // The second factor's screen is on its way: the next navigation checks again.
      if (isApiError(error) && error.code === 'MFA_IS_REQUIRED') return;
      if (isAuthFailure(error)) {
        await session.logout({ error: USER_NOT_AUTHORIZED });
        return;
      }
      console.error('Loading the user failed:', error instanceof Error ? error.message : error);
      if (isCurrent()) setStatus('failed');
    }
  }, [auth, api, store, mfaState, session, pathname, search]);

  useEffect(() => {
    void check();
  }, [check]);

  useOrganizationFromAddress(signedIn ? search : '');

  if (status === 'failed')
    return (
      <AuthPage>
        <ErrorState message={t('session.loadFailed')} retryLabel={t('common:retry')} onRetry={() => void check()} />
      </AuthPage>
    );
  if (status === 'checking')
    return (
      <AuthPage>
        <Spinner label={t('session.loading')} size="large" />
        <p className="cc-auth-card__status">{t('session.loading')}</p>
      </AuthPage>
    );
  return (
    <>
      {signedIn ? <SessionInactivity /> : null}
      {children}
    </>
  );
}

/** Selects the organization an address names (`?organizationId=`) and reloads its settings. */
function useOrganizationFromAddress(search: string): void {
  const { api, store, notifier, i18n } = usePortalRuntime();
  const organizationId = readOrganizationIdFromSearch(search);
  useEffect(() => {
    if (organizationId === null || organizationId === store.getState().selectedOrganizationId) return;
    let cancelled = false;
    void (async () => {
      try {
        const { selectOrganization } = await import('./selectOrganization.ts');
        await selectOrganization({ api, store }, organizationId, () => cancelled);
      } catch (error) {
        if (cancelled || (isApiError(error) && error.code === 'MFA_IS_REQUIRED')) return;
        notifier.show({
          severity: 'error',
          summary: i18n.t('shell:organizationLoadFailed', { id: organizationId }),
          detail: api.getErrorMessage(error),
        });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [api, store, notifier, i18n, organizationId]);
}
