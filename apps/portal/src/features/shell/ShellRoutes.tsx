import { LoadingState } from '@carecall/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch } from 'wouter';
import { usePortalRuntime } from '../../app/usePortalRuntime.ts';
import { HOME_PATH } from '../auth/authPaths.ts';
import { BOT_CALLS_DAY_PATH } from '../botCallsDay/botCallsDayPaths.ts';
import { ClientListScreen } from '../clients/list/ClientListScreen.tsx';
import { SCHEDULER_QUEUE_PATH, SCHEDULER_SETTINGS_PATH, SCHEDULER_SHIFTS_PATH } from '../scheduler/schedulerPaths.ts';
import { NotFoundScreen } from './NotFoundScreen.tsx';

const UsersScreen = lazy(() =>
  import('../users/components/UsersScreen.tsx').then((module) => ({ default: module.UsersScreen })),
);
const SchedulerQueueScreen = lazy(() =>
  import('../scheduler/SchedulerQueueScreen.tsx').then((module) => ({ default: module.SchedulerQueueScreen })),
);
const SchedulerShiftsScreen = lazy(() =>
  import('../scheduler/shifts/SchedulerShiftsScreen.tsx').then((module) => ({
    default: module.SchedulerShiftsScreen,
  })),
);
const SchedulerSettingsScreen = lazy(() =>
  import('../scheduler/settings/SchedulerSettingsScreen.tsx').then((module) => ({
    default: module.SchedulerSettingsScreen,
  })),
);
const BotCallsDayScreen = lazy(() =>
  import('../botCallsDay/BotCallsDayScreen.tsx').then((module) => ({ default: module.BotCallsDayScreen })),
);
const DevPhoneScreen = lazy(() =>
  import('../devPhone/DevPhoneScreen.tsx').then((module) => ({ default: module.DevPhoneScreen })),
);
const ClientPageScreen = lazy(() =>
  import('../clients/ClientPageScreen.tsx').then((module) => ({ default: module.ClientPageScreen })),
);

/** The screens inside the shell; all but the client list load on first visit. */
export function ShellRoutes() {
  const { t } = useTranslation();
  const { config } = usePortalRuntime();
  return (
    <Suspense fallback={<LoadingState label={t('loading')} />}>
      <Switch>
        <Route path="/">
          <Redirect to={HOME_PATH} replace />
        </Route>
        <Route path={HOME_PATH}>
          <ClientListScreen />
        </Route>
        <Route path="/Users">
          <UsersScreen />
        </Route>
        <Route path={SCHEDULER_QUEUE_PATH}>
          <SchedulerQueueScreen />
        </Route>
        <Route path={SCHEDULER_SHIFTS_PATH}>
          <SchedulerShiftsScreen />
        </Route>
        <Route path={SCHEDULER_SETTINGS_PATH}>
          <SchedulerSettingsScreen />
        </Route>
        <Route path={BOT_CALLS_DAY_PATH}>
          <BotCallsDayScreen />
        </Route>
        {/* The demo's browser phone exists only where the server runs its own simulated phone network. */}
        {config.voice.devPhone ? (
          <Route path="/dev/phone">
            <DevPhoneScreen />
          </Route>
        ) : null}
        <Route path="/client">
          <ClientPageScreen />
        </Route>
        <Route path={/^\/client\/(?<clientId>\d+)(?:\/(?<section>.*))?$/i}>
          {(params) => <ClientPageScreen clientId={Number(params.clientId)} section={params.section ?? ''} />}
        </Route>
        <Route>
          <NotFoundScreen />
        </Route>
      </Switch>
    </Suspense>
  );
}
