import { CONSENT_TAG_NAME, type Patient } from '@carecall/api-client';
import { PageHeader } from '@carecall/ui';
import { useTranslation } from 'react-i18next';
import { useDateFormatter } from '../../../app/useDateFormatter.ts';
import { usePortalStore } from '../../../app/usePortalStore.ts';
import { ActivityLog } from '../../calls/activity/ActivityLog.tsx';
import { VoiceAnalysisCharts } from '../../calls/analysis/VoiceAnalysisCharts.tsx';
import { useDiagnosesQuery } from '../api/useDiagnosesQuery.ts';
import { ClientLatestCalls } from './ClientLatestCalls.tsx';
import { formatScheduleTime } from './formatScheduleTime.ts';

/** Props of {@link ClientSummary}. */
export interface ClientSummaryProps {
  patient: Patient;
}

/**
 * `/client/{id}/summaryPatient`: what an operator needs before phoning: consent, the latest calls,
 * active diagnoses, the weekly schedule, the client's voice over time and the client's activity in the client's zones.
 */
export function ClientSummary({ patient }: ClientSummaryProps) {
  const { t } = useTranslation('clientPage');
  const locale = usePortalStore((state) => state.locale);
  const formatDate = useDateFormatter();
  const diagnoses = useDiagnosesQuery(patient.patientId);
  const consent = patient.patientTags[CONSENT_TAG_NAME]?.params ?? 'missing';
  const active = (diagnoses.data?.patientProperties ?? []).filter((link) => link.active === 1);
  return (
    <section className="cc-client-summary">
      <PageHeader title={t('summary.title')} level={2} />
      <dl>
        <dt>{t('summary.consent')}</dt>
        <dd>{t(`consent.${consent === 'accepted' || consent === 'declined' ? consent : 'missing'}`)}</dd>
        {patient.latestCall ? (
          <>
            <dt>{t('summary.lastCall')}</dt>
            <dd>{formatDate(patient.latestCall.start_date, 'MMM D, YYYY HH:mm')}</dd>
          </>
        ) : null}
      </dl>
      <ClientLatestCalls patientId={patient.patientId} />
      <VoiceAnalysisCharts patientId={patient.patientId} />
      <ActivityLog patientId={patient.patientId} />
      <h3>{t('summary.diagnoses')}</h3>
      {active.length === 0 ? (
        <p>{t('summary.noDiagnoses')}</p>
      ) : (
        <ol>
          {active.map((link) => (
            <li key={link.entity_id}>
              {link.code} {link.diagnosis}
            </li>
          ))}
        </ol>
      )}
      <h3>{t('summary.schedule')}</h3>
      {patient.patientSchedule.length === 0 ? (
        <p>{t('summary.noSchedule')}</p>
      ) : (
        <ul>
          {patient.patientSchedule.map((item) => (
            <li key={item.day_of_week}>
              {t('summary.scheduleItem', {
                day: t(`schedule.days.${item.day_of_week}`),
                time: formatScheduleTime(item.time, item.timezone, locale),
                zone: item.timezone,
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
