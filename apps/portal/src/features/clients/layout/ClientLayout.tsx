import type { Patient } from '@carecall/api-client';
import { EmptyState, LoadingState, SideMenu } from '@carecall/ui';
import { Button } from 'primereact/button';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../../app/usePortalStore.ts';
import { NotFoundScreen } from '../../shell/NotFoundScreen.tsx';
import { ClientDetailsScreen } from '../details/ClientDetailsScreen.tsx';
import { ClientCard } from './ClientCard.tsx';
import { ClientSummary } from './ClientSummary.tsx';
import { getClientDefaultSection, getClientMenuItems } from './getClientMenuItems.ts';

// The questionnaire editor (and @xyflow/react with its stylesheet) loads only when its section is opened.
const AutomaticCallsScreen = lazy(async () => ({
  default: (await import('../../questionnaires/AutomaticCallsScreen.tsx')).AutomaticCallsScreen,
}));

// The call screen (and the voice SDK it loads) downloads only when a call is started.
const LiveCallScreen = lazy(async () => ({
  default: (await import('../../liveCall/LiveCallScreen.tsx')).LiveCallScreen,
}));

/** The section of the call screen, lower-cased like `section`. */
const CALL_SECTION = 'conflift';

/** Props of {@link ClientLayout}. */
export interface ClientLayoutProps {
  patient: Patient;
  /** The child path under `/client/{id}`, lower-cased, without slashes. */
  section: string;
}

/**
 * The client layout (part 1 §2): the left card, the side menu of the sections the settings allow, and the section.
 * `/client/{id}` and `/summary` go to the first section offered; a section the settings hide is not found.
 */
export function ClientLayout({ patient, section }: ClientLayoutProps) {
  const { t } = useTranslation('clientPage');
  const { navigate } = usePortalRuntime();
  const settings = usePortalStore((state) => state.settings);
  const base = `/client/${patient.patientId}`;
  const items = getClientMenuItems(settings);
  const allowed = new Set<string>(items.map((item) => item.path.toLowerCase()));

  if (section === '' || section === 'summary') {
    const target = getClientDefaultSection(settings);
    if (target) return <Redirect to={`${base}/${target}`} replace />;
  }

  let content: React.ReactNode;
  if (section === 'summarypatient' && allowed.has('summarypatient')) content = <ClientSummary patient={patient} />;
  // Keyed by the client: its form and the version its saves are based on belong to that client alone.
  else if (section === 'edit' && allowed.has('edit'))
    content = <ClientDetailsScreen key={patient.patientId} patient={patient} />;
  else if (section === 'botcalls' && allowed.has('botcalls'))
    content = (
      <Suspense fallback={<LoadingState label={t('loading')} />}>
        <AutomaticCallsScreen patient={patient} />
      </Suspense>
    );
  else if (section === CALL_SECTION)
    content = (
      <Suspense fallback={<LoadingState label={t('loading')} />}>
        <LiveCallScreen key={patient.patientId} patient={patient} />
      </Suspense>
    );
  else if (section === '' || section === 'summary') content = <EmptyState title={t('menu.label')} message="" />;
  else content = <NotFoundScreen />;

  return (
    <section className="cc-screen cc-client-page">
      <aside className="cc-client-page__side">
        <ClientCard patient={patient} />
        {section === CALL_SECTION ? null : (
          <Button
            type="button"
            className="cc-client-page__call"
            icon="pi pi-phone"
            label={t('call')}
            onClick={() => navigate(`${base}/confLift`)}
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
          activeKey={items.find((item) => item.path.toLowerCase() === section)?.key}
          onNavigate={(href) => navigate(href)}
        />
      </aside>
      <div className="cc-client-page__main">{content}</div>
    </section>
  );
}
