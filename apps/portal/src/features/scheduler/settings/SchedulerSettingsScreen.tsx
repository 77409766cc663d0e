import { isAdminRole } from '@carecall/api-client';
import { ErrorState, LoadingState } from '@carecall/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../../app/usePortalStore.ts';
import { useQuestionnaireListQuery } from '../../questionnaires/api/useQuestionnaireListQuery.ts';
import { NotFoundScreen } from '../../shell/NotFoundScreen.tsx';
import { useSchedulerSettingsQuery } from '../api/useSchedulerSettings.ts';
import { registerSchedulerTexts } from '../registerSchedulerTexts.ts';
import { SchedulerSettingsForm } from './SchedulerSettingsForm.tsx';
import '../scheduler.css';

/**
 * The organization's scheduler settings for its admins: who calls the client schedules and which questionnaires the
 * scheduled calls run, edited as one form. Other users get the not-found screen.
 */
export function SchedulerSettingsScreen() {
  const runtime = usePortalRuntime();
  registerSchedulerTexts(runtime.i18n);
  const user = usePortalStore((state) => state.user);
  if (!user || !isAdminRole(user.role)) return <NotFoundScreen />;
  return <SchedulerSettingsContent />;
}

function SchedulerSettingsContent() {
  const { t } = useTranslation('scheduler');
  const headingId = useId();
  const settings = useSchedulerSettingsQuery();
  const questionnaires = useQuestionnaireListQuery(null);

  let content: React.ReactNode;
  if (settings.isPending || questionnaires.isPending) content = <LoadingState label={t('settings.loading')} rows={4} />;
  else if (settings.isError || questionnaires.isError)
    content = (
      <ErrorState
        message={t('settings.loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => {
          if (settings.isError) void settings.refetch();
          if (questionnaires.isError) void questionnaires.refetch();
        }}
      />
    );
  else content = <SchedulerSettingsForm settings={settings.data} questionnaires={questionnaires.data} />;
  return (
    <section className="cc-scheduler-settings-screen" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('settings.title')}</h2>
      <p>{t('settings.intro')}</p>
      {questionnaires.data && questionnaires.data.length === 0 ? (
        <p className="cc-scheduler-settings__warning">{t('settings.noQuestionnaires')}</p>
      ) : null}
      {content}
    </section>
  );
}
