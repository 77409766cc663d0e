import type { BotCallDayEntry } from '@carecall/api-client';
import { EmptyState } from '@carecall/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useDateFormatter } from '../../../app/useDateFormatter.ts';
import { TOTAL_KEYS, type TotalKey } from '../outcomeColors.ts';

/** The key a call is counted under: its outcome once finished, else its state. */
export function getTotalKey(call: BotCallDayEntry): TotalKey {
  return call.outcome ?? (call.state === 'running' ? 'running' : 'planned');
}

/**
 * The day's calls, soonest first, filtered by state or outcome: time, client, questionnaire, state or outcome with its
 * reason, attempts and retries, and a link to the call once it has a record.
 */
export function DayCallsTable({ calls }: { calls: readonly BotCallDayEntry[] }) {
  const { t } = useTranslation('botCallsDay');
  const formatDate = useDateFormatter();
  const filterId = useId();
  const [filter, setFilter] = useState<TotalKey | 'all'>('all');
  const shown = filter === 'all' ? calls : calls.filter((call) => getTotalKey(call) === filter);
  return (
    <div className="cc-bot-day__calls">
      <div className="cc-bot-day__filter">
        <label htmlFor={filterId}>{t('table.filter')}</label>
        <select
          id={filterId}
          className="p-inputtext p-component"
          value={filter}
          onChange={(event) => setFilter(event.target.value as TotalKey | 'all')}
        >
          <option value="all">{t('table.all')}</option>
          {TOTAL_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`states.${key}`)}
            </option>
          ))}
        </select>
      </div>
      {shown.length === 0 ? (
        <EmptyState title={t('table.title')} message={calls.length === 0 ? t('table.noCalls') : t('table.noMatch')} />
      ) : (
        <table className="cc-bot-day__table">
          <caption className="cc-visually-hidden">{t('table.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.time')}</th>
              <th scope="col">{t('table.client')}</th>
              <th scope="col">{t('table.questionnaire')}</th>
              <th scope="col">{t('table.state')}</th>
              <th scope="col">{t('table.attempts')}</th>
              <th scope="col">{t('table.retries')}</th>
              <th scope="col">{t('table.call')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((call) => {
              const key = getTotalKey(call);
              return (
                <tr key={call.key}>
                  <td>{formatDate(call.at, 'HH:mm')}</td>
                  <th scope="row">{call.client_name}</th>
                  <td>{call.questionnaire_name ?? t('table.deletedQuestionnaire')}</td>
                  <td>
                    <span className={`cc-bot-day__badge cc-bot-day__segment--${key}`}>{t(`states.${key}`)}</span>
                    {call.end_reason && call.end_reason !== key ? (
                      <span className="cc-bot-day__reason">
                        {' '}
                        {t(`reasons.${call.end_reason}`, { defaultValue: call.end_reason })}
                      </span>
                    ) : null}
                    {call.next_attempt_at ? (
                      <span className="cc-bot-day__reason">
                        {' '}
                        {t('table.nextAttempt', { time: formatDate(call.next_attempt_at, 'HH:mm') })}
                      </span>
                    ) : null}
                  </td>
                  <td>{call.attempts}</td>
                  <td>{call.retries}</td>
                  <td>
                    {call.call_id === null ? (
                      t('table.notPlaced')
                    ) : (
                      <Link href={`/client/${call.patient_id}/call/${call.call_id}`}>
                        {t('table.open', { client: call.client_name })}
                      </Link>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
