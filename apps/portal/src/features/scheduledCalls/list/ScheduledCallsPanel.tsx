import { formatStoredPhone, isAdminRole, type Patient, type ScheduledBotCall } from '@carecall/api-client';
import { ConfirmDialog, EmptyState, ErrorState, LoadingState } from '@carecall/ui';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS, formatPortalDate } from '../../../app/formatPortalDate.ts';
import { useLinkClick } from '../../../app/useLinkClick.ts';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../../app/usePortalStore.ts';
import { usePortalToast } from '../../../app/usePortalToast.ts';
import { useCancelScheduledCall } from '../api/useCancelScheduledCall.ts';
import { useScheduledCallsQuery } from '../api/useScheduledCallsQuery.ts';
import { ScheduleCallDialog } from '../form/ScheduleCallDialog.tsx';
import { getClientTimeZone } from '../getClientTimeZone.ts';
import { getScheduledCallErrorMessage } from '../getScheduledCallErrorMessage.ts';
import { registerScheduledCallTexts } from '../registerScheduledCallTexts.ts';
import './scheduledCalls.css';

/** How a scheduled call's date and time read: weekday, date and time. */
const WHEN_FORMAT = `ddd, ${DATE_FORMATS.dateTime}`;

const STATUS_SEVERITY = { planned: 'info', started: 'success', canceled: 'secondary' } as const;

/** Props of {@link ScheduledCallsPanel}. */
export interface ScheduledCallsPanelProps {
  patient: Patient;
  /** The current instant (tests fix it). */
  now?: () => Date;
}

/**
 * The client's scheduled bot calls on the Questionnaires page: each upcoming call (and those canceled lately, with
 * why) with its time on the client's clock and on the user's, phone, questionnaire, status and whether it was
 * planned from the client's schedule or once. Admins schedule a call and cancel a planned one after confirming;
 * everyone else reads. The outcome of either is announced politely.
 */
export function ScheduledCallsPanel({ patient, now }: ScheduledCallsPanelProps) {
  const runtime = usePortalRuntime();
  registerScheduledCallTexts(runtime.i18n);
  const { t } = useTranslation('scheduledCalls');
  const toast = usePortalToast();
  const linkClick = useLinkClick();
  const locale = usePortalStore((state) => state.locale);
  const user = usePortalStore((state) => state.user);
  const userTimeZone = usePortalStore((state) => state.settings?.timezone ?? null);
  const clientTimeZone = getClientTimeZone(patient, userTimeZone);
  const isAdmin = user ? isAdminRole(user.role) : false;
  const calls = useScheduledCallsQuery(patient.patientId);
  const cancel = useCancelScheduledCall(patient.patientId);
  const [scheduling, setScheduling] = useState(false);
  const [canceling, setCanceling] = useState<ScheduledBotCall | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const clientTime = (call: ScheduledBotCall) =>
    formatPortalDate(call.due_at, { locale, timeZone: call.timezone, format: WHEN_FORMAT });
  const userTime = (call: ScheduledBotCall) =>
    formatPortalDate(call.due_at, { locale, timeZone: userTimeZone, format: WHEN_FORMAT });

  const confirmCancel = () => {
    if (!canceling) return;
    const time = clientTime(canceling);
    cancel.mutate(canceling.id, {
      onSuccess: () => {
        setCanceling(null);
        setAnnouncement(t('announce.canceled', { time }));
      },
      onError: (failure) => {
        setCanceling(null);
        toast.error(getScheduledCallErrorMessage(t, runtime.api, failure));
      },
    });
  };

  let body: React.ReactNode;
  if (calls.isPending) body = <LoadingState label={t('loading')} rows={3} />;
  else if (calls.isError)
    body = <ErrorState message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void calls.refetch()} />;
  else if (calls.data.length === 0)
    body = (
      <EmptyState title={t('emptyTitle')} message={isAdmin ? t('emptyAdmin') : t('empty')} icon="pi pi-calendar" />
    );
  else
    body = (
      <div className="cc-scheduled-calls__table-wrap">
        <table className="cc-scheduled-calls__table">
          <caption className="cc-visually-hidden">{t('title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.when')}</th>
              <th scope="col">{t('columns.yourTime')}</th>
              <th scope="col">{t('columns.phone')}</th>
              <th scope="col">{t('columns.questionnaire')}</th>
              <th scope="col">{t('columns.origin')}</th>
              <th scope="col">{t('columns.status')}</th>
              {isAdmin ? <th scope="col">{t('columns.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {calls.data.map((call) => {
              const when = clientTime(call);
              const mine = userTime(call);
              return (
                <tr key={call.id} className={`cc-scheduled-calls__row--${call.status}`}>
                  <td>
                    <span className="cc-scheduled-calls__when">{when}</span>
                    <span className="cc-scheduled-calls__zone">{call.timezone}</span>
                  </td>
                  <td>{mine === when && userTimeZone === call.timezone ? t('sameTime') : mine}</td>
                  <td>{formatStoredPhone(call.phone_number)}</td>
                  <td>{call.questionnaire_name ?? t('unknownQuestionnaire', { id: call.questionnaire_id })}</td>
                  <td>{t(`origin.${call.origin}`)}</td>
                  <td>
                    <Tag severity={STATUS_SEVERITY[call.status]} value={t(`status.${call.status}`)} />
                    {call.status === 'canceled' && call.cancel_reason ? (
                      <span className="cc-scheduled-calls__reason">
                        {t(`reasons.${call.cancel_reason}`, { defaultValue: call.cancel_reason })}
                      </span>
                    ) : null}
                    {call.status === 'started' && call.call_id !== null ? (
                      <a
                        className="cc-scheduled-calls__call-link"
                        href={`/client/${patient.patientId}/call/${call.call_id}`}
                        onClick={linkClick}
                      >
                        {t('openCall')}
                      </a>
                    ) : null}
                  </td>
                  {isAdmin ? (
                    <td>
                      {call.status === 'planned' ? (
                        <Button
                          type="button"
                          icon="pi pi-times"
                          label={t('cancelLabel')}
                          aria-label={t('cancelCall', { time: when })}
                          severity="danger"
                          text
                          size="small"
                          onClick={() => setCanceling(call)}
                        />
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );

  return (
    <section className="cc-scheduled-calls" aria-labelledby="cc-scheduled-calls-title">
      <header className="cc-scheduled-calls__header">
        <div>
          <h2 id="cc-scheduled-calls-title" className="cc-scheduled-calls__title">
            {t('title')}
          </h2>
          <p className="cc-scheduled-calls__intro">{t('intro', { zone: clientTimeZone })}</p>
        </div>
        {isAdmin ? (
          <Button type="button" icon="pi pi-calendar-plus" label={t('schedule')} onClick={() => setScheduling(true)} />
        ) : null}
      </header>
      <p className="cc-scheduled-calls__status" role="status" aria-live="polite">
        {announcement}
      </p>
      {body}
      {scheduling ? (
        <ScheduleCallDialog
          patient={patient}
          timeZone={clientTimeZone}
          onClose={() => setScheduling(false)}
          onScheduled={(call) => {
            setScheduling(false);
            setAnnouncement(t('announce.scheduled', { time: clientTime(call) }));
          }}
          {...(now ? { now } : {})}
        />
      ) : null}
      {canceling ? (
        <ConfirmDialog
          visible
          header={t('cancelDialog.title')}
          message={t('cancelDialog.message', {
            phone: formatStoredPhone(canceling.phone_number),
            time: clientTime(canceling),
          })}
          confirmLabel={t('cancelDialog.confirm')}
          cancelLabel={t('cancelDialog.keep')}
          closeLabel={t('dialog.close')}
          severity="danger"
          busy={cancel.isPending}
          onConfirm={confirmCancel}
          onCancel={() => setCanceling(null)}
        />
      ) : null}
    </section>
  );
}
