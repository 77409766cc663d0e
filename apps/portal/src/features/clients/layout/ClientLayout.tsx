import type { Patient } from '@carecall/api-client';
import { LoadingState, SideMenu } from '@carecall/ui';
import { Button } from 'primereact/button';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch } from 'wouter';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../../app/usePortalStore.ts';
import { NotFoundScreen } from '../../shell/NotFoundScreen.tsx';
import { ClientDetailsScreen } from '../details/ClientDetailsScreen.tsx';
import { ClientCard } from './ClientCard.tsx';
import { ClientSummary } from './ClientSummary.tsx';
import { type ClientSection, getClientDefaultSection, getClientMenuItems } from './getClientMenuItems.ts';

// The questionnaire editor (and @xyflow/react with its stylesheet) loads only when its section is opened.
const QuestionnaireEditorScreen = lazy(async () => ({
  default: (await import('../../questionnaires/QuestionnaireEditorScreen.tsx')).QuestionnaireEditorScreen,
}));
// The client's scheduled bot calls, shown above the editor on the same page.
const ScheduledCallsPanel = lazy(async () => ({
  default: (await import('../../scheduledCalls/list/ScheduledCallsPanel.tsx')).ScheduledCallsPanel,
}));
// The call screen (and the voice SDK it loads) downloads only when a call is started.
const LiveCallScreen = lazy(async () => ({
  default: (await import('../../liveCall/LiveCallScreen.tsx')).LiveCallScreen,
}));
// The calls screens (the audio, transcript and timeline code) load when the calls are first opened.
const CallsPanel = lazy(async () => ({ default: (await import('../../calls/panel/CallsPanel.tsx')).CallsPanel }));
const CallDetailScreen = lazy(async () => ({
  default: (await import('../../calls/detail/CallDetailScreen.tsx')).CallDetailScreen,
}));
/** The path of the new-call screen under `/client/{id}`. */
export const NEW_CALL_SECTION = 'confLift';

/** One nested route of the client layout: its path under `/client/{id}`, the menu entry it belongs to, its screen. */
interface ClientRoute {
  /** Matched against the lower-cased child path; named groups become the screen's parameters. */
  path: RegExp;
  /**
   * The side-menu section that must be offered for the route to exist, also the entry shown active; null for a screen
   * outside the menu that every user of the client reaches (the new call).
   */
  section: ClientSection | null;
  render: (patient: Patient, params: Record<string, string | undefined>) => ReactNode;
}

/** The client layout's nested routes, in one table with the side-menu section each belongs to. */
const CLIENT_ROUTES: readonly ClientRoute[] = [
  { path: /^\/summarypatient$/, section: 'summaryPatient', render: (patient) => <ClientSummary patient={patient} /> },
  { path: /^\/calls$/, section: 'calls', render: (patient) => <CallsPanel patient={patient} /> },
  {
    path: /^\/call\/(?<callId>\d+)$/,
    section: 'calls',
    // Keyed by the call: its player, timeline, note and answers belong to that call alone.
    render: (patient, params) => (
      <CallDetailScreen key={params.callId} patient={patient} callId={Number(params.callId)} />
    ),
  },
  {
    path: /^\/conflift$/,
    section: null,
    render: (patient) => <LiveCallScreen key={patient.patientId} patient={patient} />,
  },
  {
    path: /^\/botcalls$/,
    section: 'botcalls',
    render: (patient) => (
      <>
        <ScheduledCallsPanel patient={patient} />
        <QuestionnaireEditorScreen patient={patient} />
      </>
    ),
  },
  // Keyed by the client: its form and the version its saves are based on belong to that client alone.
  {
    path: /^\/edit$/,
    section: 'edit',
    render: (patient) => <ClientDetailsScreen key={patient.patientId} patient={patient} />,
  },
];

/** Props of {@link ClientLayout}. */
export interface ClientLayoutProps {
  patient: Patient;
  /** The child path under `/client/{id}`, lower-cased, without surrounding slashes. */
  section: string;
}

/**
 * The client layout: the left card with the Call button (to the new-call screen), the side menu of the sections the settings and the role
 * allow, and the section's screen from {@link CLIENT_ROUTES}. `/client/{id}` and `/summary` go to the calls (or the
 * first section offered when the calls are not); a section the settings hide is not found.
 */
export function ClientLayout({ patient, section }: ClientLayoutProps) {
  const { t } = useTranslation('clientPage');
  const { navigate } = usePortalRuntime();
  const settings = usePortalStore((state) => state.settings);
  const user = usePortalStore((state) => state.user);
  const access = { settings, user };
  const base = `/client/${patient.patientId}`;
  const items = getClientMenuItems(access);
  const allowed = new Set<ClientSection>(items.map((item) => item.key));
  const location = `/${section}`;
  const active = CLIENT_ROUTES.find((route) => route.path.test(location));

  if (section === '' || section === 'summary') {
    const target = getClientDefaultSection(access);
    if (target) return <Redirect to={`${base}/${target}`} replace />;
  }
  const onCallScreen = section === NEW_CALL_SECTION.toLowerCase();

  return (
    <section className="cc-screen cc-client-page">
      <aside className="cc-client-page__side">
        <ClientCard patient={patient} />
        {onCallScreen ? null : (
          <Button
            type="button"
            className="cc-client-page__call"
            icon="pi pi-phone"
            label={t('call')}
            onClick={() => navigate(`${base}/${NEW_CALL_SECTION}`)}
          />
        )}
        <SideMenu
          label={t('menu.label')}
          items={items.map((item) => ({
            key: item.key,
            label: t(item.labelKey),
            href: `${base}/${item.path}`,
            icon: item.icon,
          }))}
          activeKey={active?.section ?? undefined}
          onNavigate={(href) => navigate(href)}
        />
      </aside>
      <div className="cc-client-page__main">
        <Suspense fallback={<LoadingState label={t('loading')} />}>
          <Switch location={location}>
            {CLIENT_ROUTES.filter((route) => route.section === null || allowed.has(route.section)).map((route) => (
              <Route key={route.path.source} path={route.path}>
                {(params: Record<string, string | undefined>) => route.render(patient, params)}
              </Route>
            ))}
            <Route>
              <NotFoundScreen />
            </Route>
          </Switch>
        </Suspense>
      </div>
    </section>
  );
}
