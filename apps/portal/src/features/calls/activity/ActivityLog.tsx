import type { ActivityEvent, ActivityEventName } from '@carecall/api-client';
import { AudioPlayer, EmptyState, ErrorState, formatDuration, LoadingState } from '@carecall/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS } from '../../../app/formatPortalDate.ts';
import { useDateFormatter } from '../../../app/useDateFormatter.ts';
import { useLinkClick } from '../../../app/useLinkClick.ts';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../../app/usePortalStore.ts';
import { useActivityQuery } from '../api/useActivityQuery.ts';
import { usePlayerLabels } from '../panel/usePlayerLabels.ts';
import { registerCallTexts } from '../registerCallTexts.ts';
import '../calls.css';

// The transcript modal (and the markdown renderer) loads when a transcript is first opened.
const TranscriptModal = lazy(async () => ({
  default: (await import('../transcript/TranscriptModal.tsx')).TranscriptModal,
}));

/** The event kinds the filter offers. */
const FILTERABLE: readonly ActivityEventName[] = ['patientCreated', 'outgoingCall', 'voiceAnomaly'];

const ICONS: Record<ActivityEventName, string> = {
  patientCreated: 'pi pi-user-plus',
  outgoingCall: 'pi pi-phone',
  incomingCall: 'pi pi-phone',
  missedCall: 'pi pi-times-circle',
  voiceAnomaly: 'pi pi-exclamation-triangle',
  reportCreated: 'pi pi-file',
  documentCreated: 'pi pi-file',
  newAssociation: 'pi pi-users',
  intervention: 'pi pi-heart',
  voicemail: 'pi pi-inbox',
};

/** Props of {@link ActivityLog}. */
export interface ActivityLogProps {
  patientId: number;
}

/**
 * A client's activity as a timeline, newest first, filterable to Created, Outgoing call or Voice anomaly: when the
 * client was created, each outgoing call with who placed it, its length, its recording (or 'not recorded'), its
 * transcript when there is one, and a way to its page, and each call the voice analysis flagged (significant ones
 * named so) with a way to that call. Loading shows placeholders; no events show 'No records'.
 */
export function ActivityLog({ patientId }: ActivityLogProps) {
  const runtime = usePortalRuntime();
  registerCallTexts(runtime.i18n);
  const { t } = useTranslation('calls');
  const formatDate = useDateFormatter();
  const followLink = useLinkClick();
  const labels = usePlayerLabels();
  const transcriptsOn = usePortalStore((state) => state.settings?.['call.transcriptionEnabled'] === true);
  const query = useActivityQuery(patientId);
  const [filter, setFilter] = useState<ActivityEventName | 'all'>('all');
  const [transcriptOf, setTranscriptOf] = useState<ActivityEvent | null>(null);
  const events = useMemo(
    () =>
      [...(query.data ?? [])]
        .filter((event) => filter === 'all' || event.eventName === filter)
        .sort((a, b) => Date.parse(b.createdDate) - Date.parse(a.createdDate)),
    [query.data, filter],
  );

  return (
    <section className="cc-activity" aria-labelledby="cc-activity-title">
      <div className="cc-activity__head">
        <h3 id="cc-activity-title">{t('activity.title')}</h3>
        <label>
          {t('activity.filter')}{' '}
          <select
            className="p-inputtext p-inputtext-sm"
            value={filter}
            onChange={(event) => setFilter(event.target.value as ActivityEventName | 'all')}
          >
            <option value="all">{t('activity.all')}</option>
            {FILTERABLE.map((name) => (
              <option key={name} value={name}>
                {t(`activity.events.${name}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {query.isPending ? (
        <LoadingState label={t('activity.loading')} rows={4} avatar />
      ) : query.isError ? (
        <ErrorState
          message={t('activity.loadFailed')}
          retryLabel={t('common:retry')}
          onRetry={() => void query.refetch()}
        />
      ) : events.length === 0 ? (
        <EmptyState title={t('activity.noRecords')} message={t('activity.noRecordsHint')} icon="pi pi-history" />
      ) : (
        <ol className="cc-activity__timeline">
          {events.map((event) => {
            const date = formatDate(event.createdDate, DATE_FORMATS.dateTime);
            const call = event.eventName === 'outgoingCall' && event.callId !== null;
            return (
              <li key={`${event.eventName}-${event.callId ?? ''}-${event.createdDate}`} className="cc-activity__event">
                <span className="cc-activity__dot" aria-hidden="true">
                  <i className={ICONS[event.eventName]} />
                </span>
                <div className="cc-activity__body">
                  <p className="cc-activity__title">
                    <strong>
                      {event.eventName === 'voiceAnomaly' && event.anomalyLevel === 2
                        ? t('activity.significantAnomaly')
                        : t(`activity.events.${event.eventName}`)}
                    </strong>
                    {call && (event.outgoingCallSource === 'bot' || event.outgoingCallSource === 'lift')
                      ? ` ${t(`activity.by.${event.outgoingCallSource}`)}`
                      : ''}
                    {call && event.callDuration !== null ? ` · ${formatDuration(event.callDuration)}` : ''}
                  </p>
                  <time dateTime={event.createdDate}>{date}</time>
                  {call ? (
                    <div className="cc-activity__actions">
                      {event.tempURL ? (
                        <AudioPlayer
                          src={event.tempURL}
                          label={t('activity.recordingOf', { date })}
                          labels={labels}
                          duration={event.callDuration ?? 0}
                        />
                      ) : (
                        <span className="cc-calls__not-recorded">{t('activity.notRecorded')}</span>
                      )}
                      {transcriptsOn && event.isTranscription ? (
                        <button
                          type="button"
                          className="p-button p-button-sm p-button-text p-button-icon-only"
                          aria-label={t('panel.openTranscript', { id: event.callId })}
                          title={t('panel.openTranscript', { id: event.callId })}
                          onClick={() => setTranscriptOf(event)}
                        >
                          <i className="pi pi-file-edit" aria-hidden="true" />
                        </button>
                      ) : null}
                      <a
                        className="p-button p-button-sm p-button-outlined"
                        href={`/client/${patientId}/call/${event.callId}`}
                        onClick={followLink}
                        aria-label={t('activity.goToCallOf', { id: event.callId })}
                      >
                        {t('activity.goToCall')}
                      </a>
                    </div>
                  ) : event.eventName === 'voiceAnomaly' && event.callId !== null ? (
                    <div className="cc-activity__actions">
                      <a
                        className="p-button p-button-sm p-button-outlined"
                        href={`/client/${patientId}/call/${event.callId}`}
                        onClick={followLink}
                        aria-label={t('activity.goToCallOf', { id: event.callId })}
                      >
                        {t('activity.goToCall')}
                      </a>
                    </div>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {transcriptOf?.callId ? (
        <Suspense fallback={<LoadingState label={t('transcript.loading')} />}>
          <TranscriptModal
            patientId={patientId}
            call={{
              id: transcriptOf.callId,
              temp_download_link: transcriptOf.tempURL,
              was_recorded: transcriptOf.tempURL !== null,
            }}
            onClose={() => setTranscriptOf(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
