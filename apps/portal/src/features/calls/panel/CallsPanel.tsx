import { type CallListItem, isApiError, type Patient } from '@carecall/api-client';
import { ConfirmDialog, EmptyState, ErrorState, formatDuration, LoadingState, PageHeader } from '@carecall/ui';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS } from '../../../app/formatPortalDate.ts';
import { useDateFormatter } from '../../../app/useDateFormatter.ts';
import { useLinkClick } from '../../../app/useLinkClick.ts';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../../app/usePortalStore.ts';
import { usePortalToast } from '../../../app/usePortalToast.ts';
import type { CallRange } from '../api/callQueryKeys.ts';
import { useCallListQuery } from '../api/useCallListQuery.ts';
import { useReanalyzeCalls } from '../api/useReanalyzeCalls.ts';
import { getCallBottomLine } from '../getCallBottomLine.ts';
import { registerCallTexts } from '../registerCallTexts.ts';
import { CallRecordingCell } from './CallRecordingCell.tsx';
import { getDayRange, getPresetRange, RANGE_PRESETS, type RangePreset } from './callRange.ts';
import {
  type CallFilters,
  DURATION_FILTER_SECONDS,
  filterCalls,
  isUnanswered,
  NO_CALL_FILTERS,
} from './filterCalls.ts';
import '../calls.css';

// The transcript modal (and the markdown renderer) loads when a transcript is first opened.
const TranscriptModal = lazy(async () => ({
  default: (await import('../transcript/TranscriptModal.tsx')).TranscriptModal,
}));

/** Props of {@link CallsPanel}. */
export interface CallsPanelProps {
  patient: Patient;
  /** The current time, passed in so the shortcuts' ranges are stable in tests. */
  now?: () => Date;
}

type RangeChoice = { kind: 'preset'; preset: RangePreset } | { kind: 'days'; from: string; to: string };

/**
 * `/client/{id}/calls`: the client's calls in a date range (shortcuts all time, last week, last month, last 3
 * months, or chosen days), filtered by answered and "longer than", with each call's recording, id, date, duration and
 * bottom line, a link to its page (not for an ongoing call) and its transcript when the organization transcribes.
 * Unanswered calls are set apart; one recording plays at a time. The footer counts the listed calls and, with
 * `call.rerunAnalytics`, reruns their analysis after a confirmation.
 */
export function CallsPanel({ patient, now = () => new Date() }: CallsPanelProps) {
  const runtime = usePortalRuntime();
  registerCallTexts(runtime.i18n);
  const { t } = useTranslation('calls');
  const toast = usePortalToast();
  const followLink = useLinkClick();
  const formatDate = useDateFormatter();
  const settings = usePortalStore((state) => state.settings);
  const timeZone = settings?.timezone ?? 'UTC';
  const [choice, setChoice] = useState<RangeChoice>({ kind: 'preset', preset: 'allTime' });
  const [filters, setFilters] = useState<CallFilters>(NO_CALL_FILTERS);
  const [confirming, setConfirming] = useState(false);
  const [transcriptOf, setTranscriptOf] = useState<CallListItem | null>(null);
  // The range is fixed when chosen, so "now" does not move the query key on every render.
  const clock = useRef(now);
  const range = useMemo<CallRange>(
    () =>
      choice.kind === 'preset'
        ? getPresetRange(choice.preset, clock.current(), timeZone)
        : getDayRange(choice.from, choice.to, timeZone),
    [choice, timeZone],
  );
  const query = useCallListQuery(patient.patientId, range);
  const reanalyze = useReanalyzeCalls(patient.patientId);
  const listed = useMemo(() => filterCalls(query.data ?? [], filters), [query.data, filters]);
  const filtered = filters.answered !== 'all' || filters.longerThan > 0;
  const transcripts = settings?.['call.transcriptionEnabled'] === true;
  const base = `/client/${patient.patientId}`;

  const startAnalysis = () => {
    reanalyze.mutate(
      listed.map((call) => call.id),
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(t('panel.analyzeStarted'));
        },
        onError: () => {
          setConfirming(false);
          toast.error(t('panel.analyzeFailed'));
        },
      },
    );
  };

  return (
    <section className="cc-calls" aria-label={t('panel.title')}>
      <PageHeader title={t('panel.title')} level={2} />
      <div className="cc-calls__toolbar">
        <fieldset className="cc-calls__range">
          <legend>{t('panel.range.label')}</legend>
          <div className="cc-calls__presets">
            {RANGE_PRESETS.map((preset) => (
              <button
                key={preset}
                type="button"
                className={`p-button p-button-sm${choice.kind === 'preset' && choice.preset === preset ? '' : ' p-button-outlined'}`}
                aria-pressed={choice.kind === 'preset' && choice.preset === preset}
                onClick={() => setChoice({ kind: 'preset', preset })}
              >
                {t(`panel.range.${preset}`)}
              </button>
            ))}
          </div>
          <label>
            {t('panel.range.from')}{' '}
            <input
              type="date"
              className="p-inputtext p-inputtext-sm"
              value={choice.kind === 'days' ? choice.from : ''}
              onChange={(event) =>
                setChoice({ kind: 'days', from: event.target.value, to: choice.kind === 'days' ? choice.to : '' })
              }
            />
          </label>
          <label>
            {t('panel.range.to')}{' '}
            <input
              type="date"
              className="p-inputtext p-inputtext-sm"
              value={choice.kind === 'days' ? choice.to : ''}
              onChange={(event) =>
                setChoice({ kind: 'days', from: choice.kind === 'days' ? choice.from : '', to: event.target.value })
              }
            />
          </label>
        </fieldset>
        <fieldset className="cc-calls__filters">
          <legend>{t('panel.filters.label')}</legend>
          <label>
            {t('panel.filters.answered')}{' '}
            <select
              className="p-inputtext p-inputtext-sm"
              value={filters.answered}
              onChange={(event) => setFilters({ ...filters, answered: event.target.value as CallFilters['answered'] })}
            >
              <option value="all">{t('panel.filters.answeredAll')}</option>
              <option value="answered">{t('panel.filters.answeredYes')}</option>
              <option value="notAnswered">{t('panel.filters.answeredNo')}</option>
            </select>
          </label>
          <label>
            {t('panel.filters.longerThan')}{' '}
            <select
              className="p-inputtext p-inputtext-sm"
              value={filters.longerThan}
              onChange={(event) => setFilters({ ...filters, longerThan: Number(event.target.value) })}
            >
              {DURATION_FILTER_SECONDS.map((seconds) => (
                <option key={seconds} value={seconds}>
                  {t('panel.filters.minutes', { count: seconds / 60 })}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="p-button p-button-sm p-button-text"
            disabled={!filtered}
            onClick={() => setFilters(NO_CALL_FILTERS)}
          >
            {t('panel.filters.clear')}
          </button>
        </fieldset>
      </div>
      {query.isPending ? (
        <LoadingState label={t('panel.loading')} rows={5} />
      ) : query.isError ? (
        // The list is cleared and the server's reason is given under the sentence in the user's language.
        <ErrorState
          title={t('panel.loadFailed')}
          message={isApiError(query.error) && query.error.body?.error ? query.error.body.error : query.error.message}
          retryLabel={t('common:retry')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState title={t('panel.empty')} message={t('panel.emptyHint')} icon="pi pi-phone" />
      ) : listed.length === 0 ? (
        <EmptyState
          title={t('panel.noMatch')}
          icon="pi pi-filter-slash"
          action={
            <button type="button" className="p-button p-button-sm" onClick={() => setFilters(NO_CALL_FILTERS)}>
              {t('panel.filters.clear')}
            </button>
          }
        />
      ) : (
        <div className="cc-calls__scroll">
          <table className="cc-calls__table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="cc-visually-hidden">{t('panel.columns.product')}</span>
                </th>
                <th scope="col">{t('panel.columns.recording')}</th>
                <th scope="col">{t('panel.columns.id')}</th>
                <th scope="col">{t('panel.columns.date')}</th>
                <th scope="col">{t('panel.columns.duration')}</th>
                <th scope="col">{t('panel.columns.bottomLine')}</th>
                <th scope="col">
                  <span className="cc-visually-hidden">{t('panel.columns.details')}</span>
                </th>
                {transcripts ? (
                  <th scope="col">
                    <span className="cc-visually-hidden">{t('panel.columns.transcription')}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {listed.map((call) => {
                const unanswered = isUnanswered(call);
                const line = getCallBottomLine(call);
                const when = call.start_date ?? call.date_created;
                return (
                  <tr
                    key={call.id}
                    className={`cc-calls__row${unanswered ? ' cc-calls__row--unanswered' : ''}${call.ongoing ? ' cc-calls__row--ongoing' : ''}`}
                    data-call-id={call.id}
                  >
                    <td>
                      {call.product === 'bot' || call.product === 'lift' ? (
                        <i
                          className={call.product === 'bot' ? 'pi pi-microchip-ai' : 'pi pi-headphones'}
                          title={t(`panel.product.${call.product}`)}
                          aria-label={t(`panel.product.${call.product}`)}
                          role="img"
                        />
                      ) : null}
                      {call.is_dry_run ? <span className="cc-calls__dry-run">{t('panel.dryRun')}</span> : null}
                    </td>
                    <td>
                      <CallRecordingCell call={call} label={t('panel.recordingOf', { id: call.id })} />
                    </td>
                    <td>{call.id}</td>
                    <td>
                      <time dateTime={when}>{formatDate(when, DATE_FORMATS.dateTime)}</time>
                    </td>
                    <td className="cc-calls__duration">{formatDuration(call.recording_time)}</td>
                    <td>
                      {unanswered ? (
                        <span className="cc-calls__unanswered">{t('panel.unanswered')}</span>
                      ) : (
                        <span className={`cc-calls__bottom-line cc-calls__bottom-line--${line.anomalyLevel ?? 'none'}`}>
                          {t(line.statusKey)}
                          {line.anomalyKey ? ` · ${t(line.anomalyKey)}` : ''}
                        </span>
                      )}
                    </td>
                    <td>
                      {call.ongoing ? (
                        <span className="cc-calls__details-off">{t('panel.ongoing')}</span>
                      ) : (
                        <a
                          className="p-button p-button-sm p-button-outlined cc-calls__open"
                          href={`${base}/call/${call.id}`}
                          onClick={followLink}
                          aria-label={t('panel.openCall', { id: call.id })}
                        >
                          {t('panel.columns.details')}
                        </a>
                      )}
                    </td>
                    {transcripts ? (
                      <td>
                        {call.ongoing || call.call_transcription_status !== 'completed' ? null : (
                          <button
                            type="button"
                            className="p-button p-button-sm p-button-text p-button-icon-only"
                            aria-label={t('panel.openTranscript', { id: call.id })}
                            title={t('panel.openTranscript', { id: call.id })}
                            onClick={() => setTranscriptOf(call)}
                          >
                            <i className="pi pi-file-edit" aria-hidden="true" />
                          </button>
                        )}
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <footer className="cc-calls__footer">
        <span aria-live="polite">{t('panel.total', { count: query.isSuccess ? listed.length : 0 })}</span>
        {settings?.['call.rerunAnalytics'] && listed.length > 0 ? (
          <button type="button" className="p-button p-button-sm" onClick={() => setConfirming(true)}>
            <i className="pi pi-chart-line" aria-hidden="true" /> {t('panel.analyze')}
          </button>
        ) : null}
      </footer>
      <ConfirmDialog
        visible={confirming}
        header={t('panel.analyzeTitle')}
        message={t('panel.analyzeMessage', { count: listed.length })}
        confirmLabel={t('panel.analyzeConfirm')}
        cancelLabel={t('panel.cancel')}
        onConfirm={startAnalysis}
        onCancel={() => setConfirming(false)}
        busy={reanalyze.isPending}
        icon="pi pi-chart-line"
        closeLabel={t('transcript.close')}
      />
      {transcriptOf ? (
        <Suspense fallback={<LoadingState label={t('transcript.loading')} />}>
          <TranscriptModal patientId={patient.patientId} call={transcriptOf} onClose={() => setTranscriptOf(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
