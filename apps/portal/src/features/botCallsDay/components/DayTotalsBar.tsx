import type { BotCallDay } from '@carecall/api-client';
import { useTranslation } from 'react-i18next';
import { TOTAL_KEYS } from '../outcomeColors.ts';

/**
 * The day's totals as one stacked bar, a segment per state and outcome in proportion to its calls, with a legend that
 * states each count in words (the bar itself is a picture for sighted readers; the legend carries the figures).
 */
export function DayTotalsBar({ totals }: { totals: BotCallDay['totals'] }) {
  const { t } = useTranslation('botCallsDay');
  const all = TOTAL_KEYS.reduce((sum, key) => sum + totals[key], 0);
  return (
    <figure className="cc-bot-day__totals">
      <figcaption>{t('totals.caption', { count: all })}</figcaption>
      <div className="cc-bot-day__bar" aria-hidden="true">
        {TOTAL_KEYS.filter((key) => totals[key] > 0).map((key) => (
          <span
            key={key}
            className={`cc-bot-day__segment cc-bot-day__segment--${key}`}
            style={{ flexGrow: totals[key] }}
            title={`${t(`states.${key}`)}: ${totals[key]}`}
          />
        ))}
      </div>
      <ul className="cc-bot-day__legend">
        {TOTAL_KEYS.map((key) => (
          <li key={key}>
            <span className={`cc-bot-day__swatch cc-bot-day__segment--${key}`} aria-hidden="true" />
            {t(`states.${key}`)}: <strong>{totals[key]}</strong>
          </li>
        ))}
      </ul>
    </figure>
  );
}
