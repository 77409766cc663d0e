import { type CallListItem, FAILED_CALL_STATUSES } from '@carecall/api-client';
import { EmptyState, ErrorState, LoadingState } from '@carecall/ui';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS } from '../../../app/formatPortalDate.ts';
import { useDateFormatter } from '../../../app/useDateFormatter.ts';
import { useLatestCallsQuery } from '../api/useLatestCallsQuery.ts';
import { formatCallDuration } from './formatCallDuration.ts';
import './latestCalls.css';

/** How many calls the summary shows: enough to see a pattern of missed calls before phoning. */
const LATEST_CALLS_COUNT = 5;

/** Props of {@link ClientLatestCalls}. */
export interface ClientLatestCallsProps {
  patientId: number;
}

type CallState = 'answered' | 'ongoing' | 'failed';

function getCallState(call: CallListItem): CallState {
  if (call.ongoing) return 'ongoing';
  return call.isFailedCall ? 'failed' : 'answered';
}

/** The status that explains a failed call: the bot's own leg for bot calls, else the client's leg. */
function getFailureReason(call: CallListItem): string {
  const status = call.product === 'bot' ? call.interviewer_call_status : call.patient_dial_status;
  const known = (FAILED_CALL_STATUSES as readonly (string | null)[]).includes(status);
  return known && status ? status : 'unknown';
}

const STATE_ICONS: Record<CallState, string> = {
  answered: 'pi pi-check-circle',
  ongoing: 'pi pi-spinner',
  failed: 'pi pi-times-circle',
};

/**
 * The summary's "Latest calls": the client's newest calls with when (in the user's time zone), how long,
 * who placed them (bot or operator, computer or phone) and whether the client answered, so an operator knows the
 * recent history before phoning. Loading, error (with a retry) and "no calls yet" each have their own state.
 */
export function ClientLatestCalls({ patientId }: ClientLatestCallsProps) {
  const { t } = useTranslation('clientPage');
  const formatDate = useDateFormatter();
  const query = useLatestCallsQuery(patientId, LATEST_CALLS_COUNT);
  return (
    <section className="cc-latest-calls" aria-labelledby="cc-latest-calls-title">
      <h3 id="cc-latest-calls-title">{t('latestCalls.title')}</h3>
      {query.isPending ? (
        <LoadingState label={t('latestCalls.loading')} rows={3} />
      ) : query.isError ? (
        <ErrorState
          message={t('latestCalls.loadFailed')}
          retryLabel={t('common:retry')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState title={t('latestCalls.empty')} message={t('latestCalls.emptyHint')} icon="pi pi-phone" />
      ) : (
        <ul className="cc-latest-calls__list">
          {query.data.map((call) => {
            const state = getCallState(call);
            const placedBy = call.product === 'bot' ? 'bot' : call.product === 'lift' ? 'operator' : 'other';
            return (
              <li key={call.id} className={`cc-latest-calls__item cc-latest-calls__item--${state}`}>
                <span className="cc-latest-calls__by" title={t(`latestCalls.by.${placedBy}`)}>
                  <i className={placedBy === 'bot' ? 'pi pi-microchip-ai' : 'pi pi-headphones'} aria-hidden="true" />
                  <i className={call.source === 'voip' ? 'pi pi-desktop' : 'pi pi-phone'} aria-hidden="true" />
                  <span className="cc-visually-hidden">
                    {t(`latestCalls.by.${placedBy}`)}, {t(`latestCalls.source.${call.source}`)}
                  </span>
                </span>
                <time dateTime={call.start_date ?? call.date_created}>
                  {formatDate(call.start_date ?? call.date_created, DATE_FORMATS.dateTime)}
                </time>
                <span className="cc-latest-calls__duration">
                  <span className="cc-visually-hidden">{t('latestCalls.duration')} </span>
                  {formatCallDuration(call.recording_time)}
                </span>
                <span className="cc-latest-calls__state">
                  <i className={STATE_ICONS[state]} aria-hidden="true" />{' '}
                  {state === 'failed' ? t(`latestCalls.failed.${getFailureReason(call)}`) : t(`latestCalls.${state}`)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
