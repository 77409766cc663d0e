import type { BotCallDayEntry } from '@carecall/api-client';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { useTranslation } from 'react-i18next';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Counts per hour of the day in a zone: calls still to come or running, and calls finished. */
export function countByHour(calls: readonly BotCallDayEntry[], timeZone: string) {
  const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, planned: 0, done: 0 }));
  for (const call of calls) {
    const hour = hours[dayjs(call.at).tz(timeZone).hour()];
    if (!hour) continue;
    if (call.state === 'finished') hour.done += 1;
    else hour.planned += 1;
  }
  return hours;
}

/**
 * The day's calls by hour: a column per hour, its lower part the finished calls and its upper part those planned or
 * running, scaled to the busiest hour. A table of the same figures follows for screen readers.
 */
export function DayTimeline({ calls, timeZone }: { calls: readonly BotCallDayEntry[]; timeZone: string }) {
  const { t } = useTranslation('botCallsDay');
  const hours = countByHour(calls, timeZone);
  const busiest = Math.max(1, ...hours.map((hour) => hour.planned + hour.done));
  return (
    <figure className="cc-bot-day__timeline">
      <figcaption>{t('timeline.caption')}</figcaption>
      <div className="cc-bot-day__hours" aria-hidden="true">
        {hours.map((hour) => (
          <div key={hour.hour} className="cc-bot-day__hour">
            <div className="cc-bot-day__column">
              <span
                className="cc-bot-day__column-part cc-bot-day__segment--planned"
                style={{ height: `${(hour.planned / busiest) * 100}%` }}
              />
              <span
                className="cc-bot-day__column-part cc-bot-day__segment--completed"
                style={{ height: `${(hour.done / busiest) * 100}%` }}
              />
            </div>
            <span className="cc-bot-day__hour-label">{String(hour.hour).padStart(2, '0')}</span>
          </div>
        ))}
      </div>
      <ul className="cc-bot-day__legend" aria-hidden="true">
        <li>
          <span className="cc-bot-day__swatch cc-bot-day__segment--planned" />
          {t('timeline.planned')}
        </li>
        <li>
          <span className="cc-bot-day__swatch cc-bot-day__segment--completed" />
          {t('timeline.done')}
        </li>
      </ul>
      <table className="cc-visually-hidden">
        <caption>{t('timeline.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('timeline.hour')}</th>
            <th scope="col">{t('timeline.planned')}</th>
            <th scope="col">{t('timeline.done')}</th>
          </tr>
        </thead>
        <tbody>
          {hours
            .filter((hour) => hour.planned + hour.done > 0)
            .map((hour) => (
              <tr key={hour.hour}>
                <th scope="row">{`${String(hour.hour).padStart(2, '0')}:00`}</th>
                <td>{hour.planned}</td>
                <td>{hour.done}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </figure>
  );
}
