import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCallDuration } from '../../clients/layout/formatCallDuration.ts';
import type { LiveCallStatus } from '../state/createLiveCallController.ts';

/** Props of {@link CallTimer}. */
export interface CallTimerProps {
  status: LiveCallStatus;
  activeSince: number | null;
  now?: () => number;
}

/**
 * The call's status (No call, Ringing, Active call), announced politely when it changes, and how long the call has
 * been active, ticking each second; the ticking time itself is not announced.
 */
export function CallTimer({ status, activeSince, now = Date.now }: CallTimerProps) {
  const { t } = useTranslation('liveCall');
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    if (activeSince === null) return;
    setCurrent(now());
    const timer = window.setInterval(() => setCurrent(now()), 1000);
    return () => window.clearInterval(timer);
  }, [activeSince, now]);
  const seconds = activeSince === null ? 0 : Math.max(0, Math.floor((current - activeSince) / 1000));
  return (
    <div className={`cc-live-call__timer cc-live-call__timer--${status}`}>
      <p className="cc-live-call__status" role="status" aria-live="polite">
        {t(`status.${status}`)}
      </p>
      <p className="cc-live-call__time">
        <span className="cc-visually-hidden">{t('timerLabel')} </span>
        <time dateTime={`PT${seconds}S`}>{formatCallDuration(seconds)}</time>
      </p>
    </div>
  );
}
