import { Spinner } from '@carecall/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch } from 'wouter';
import { AuthPage } from '../features/auth/AuthPage.tsx';
import { CallbackScreen } from '../features/auth/CallbackScreen.tsx';
import { LoginScreen } from '../features/auth/LoginScreen.tsx';
import { LogoutScreen } from '../features/auth/LogoutScreen.tsx';
import { RouteGuard } from '../features/auth/RouteGuard.tsx';
import { ShellLayout } from '../features/shell/ShellLayout.tsx';
import { ShellRoutes } from '../features/shell/ShellRoutes.tsx';
import { useDocumentTitle } from '../features/shell/useDocumentTitle.ts';

const MfaScreen = lazy(() =>
  import('../features/auth/mfa/MfaScreen.tsx').then((module) => ({ default: module.MfaScreen })),
);

/**
 * The route table: the sign-in routes outside the guard, the multi-factor screen inside it without the
 * shell, and every other screen inside the shell. Only the sign-in routes, the shell and the client list are in the
 * first download; every other screen loads when first visited.
 */
export function PortalRouter() {
  useDocumentTitle();
  const { t } = useTranslation();
  return (
    <Switch>
      <Route path="/login">
        <LoginScreen />
      </Route>
      <Route path="/callback">
        <CallbackScreen />
      </Route>
      <Route path="/logout">
        <LogoutScreen />
      </Route>
      <Route>
        <RouteGuard>
          <Switch>
            <Route path="/multiFactorAuthentication">
              <Suspense
                fallback={
                  <AuthPage>
                    <Spinner label={t('loading')} />
                  </AuthPage>
                }
              >
                <MfaScreen />
              </Suspense>
            </Route>
            <Route>
              <ShellLayout>
                <ShellRoutes />
              </ShellLayout>
            </Route>
          </Switch>
        </RouteGuard>
      </Route>
    </Switch>
  );
}
