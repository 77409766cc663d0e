import { isAdminRole } from '@carecall/api-client';
import { ErrorState, LoadingState } from '@carecall/ui';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalRuntime } from '../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../app/usePortalStore.ts';
import { NotFoundScreen } from '../shell/NotFoundScreen.tsx';
import { isDayActive, useBotCallsDayQuery } from './api/useBotCallsDayQuery.ts';
import { DayCallsTable } from './components/DayCallsTable.tsx';
import { DayTimeline } from './components/DayTimeline.tsx';
import { DayTotalsBar } from './components/DayTotalsBar.tsx';
import { registerBotCallsDayTexts } from './registerBotCallsDayTexts.ts';
import './botCallsDay.css';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The user's zone from the settings, UTC when it is unknown. */
function useUserTimeZone(): string {
  const zone = usePortalStore((state) => state.settings?.timezone ?? null);
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/**
 * The organization's bot calls of a day for its admins: a day picker (today in the user's time zone to begin with),
 * the totals as a stacked bar, the calls by hour, and the calls in a table filtered by state or outcome. It refreshes
 * while calls run or wait for an attempt.
 */
export function BotCallsDayScreen() {
  const runtime = usePortalRuntime();
  registerBotCallsDayTexts(runtime.i18n);
  const user = usePortalStore((state) => state.user);
  if (!user || !isAdminRole(user.role)) return <NotFoundScreen />;
  return <BotCallsDayContent />;
}

function BotCallsDayContent() {
  const { t } = useTranslation('botCallsDay');
  const headingId = useId();
  const dateId = useId();
  const timeZone = useUserTimeZone();
  const [date, setDate] = useState(() => dayjs().tz(timeZone).format('YYYY-MM-DD'));
  const day = useBotCallsDayQuery(date, timeZone);
  const shiftDay = (days: number) => setDate(dayjs(date).add(days, 'day').format('YYYY-MM-DD'));

  let content: React.ReactNode;
  if (day.isPending) content = <LoadingState label={t('loading')} />;
  else if (day.isError && !day.data) {
    content = (
      <>
        <ErrorState message={t('loadFailed')} />
        <Button type="button" label={t('retry')} icon="pi pi-refresh" outlined onClick={() => day.refetch()} />
      </>
    );
  } else if (day.data) {
    content = (
      <>
        <DayTotalsBar totals={day.data.totals} />
        <DayTimeline calls={day.data.calls} timeZone={day.data.timezone} />
        <DayCallsTable calls={day.data.calls} />
      </>
    );
  }
  return (
    <section className="cc-bot-day" aria-labelledby={headingId} aria-busy={day.isFetching}>
      <h2 id={headingId}>{t('title')}</h2>
      <div className="cc-bot-day__picker">
        <Button type="button" label={t('previousDay')} icon="pi pi-chevron-left" text onClick={() => shiftDay(-1)} />
        <label htmlFor={dateId}>{t('day')}</label>
        <InputText
          id={dateId}
          type="date"
          value={date}
          onChange={(event) => {
            if (dayjs(event.target.value, 'YYYY-MM-DD', true).isValid()) setDate(event.target.value);
          }}
        />
        <Button
          type="button"
          label={t('nextDay')}
          icon="pi pi-chevron-right"
          iconPos="right"
          text
          onClick={() => shiftDay(1)}
        />
        <Button
          type="button"
          label={t('today')}
          outlined
          onClick={() => setDate(dayjs().tz(timeZone).format('YYYY-MM-DD'))}
        />
        <span className="cc-bot-day__zone">{t('zone', { zone: timeZone })}</span>
      </div>
      <p className="cc-bot-day__status" role="status" aria-live="polite">
        {day.data && isDayActive(day.data) ? t('refreshing') : ''}
      </p>
      {content}
    </section>
  );
}
