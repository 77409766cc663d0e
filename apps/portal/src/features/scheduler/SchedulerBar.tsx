import {
  isApiError,
  type ScheduledCall,
  type SchedulerSkipReason,
  schedulerSkipReasonSchema,
} from '@carecall/api-client';
import { Button } from 'primereact/button';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from 'use-debounce';
import { useSearch } from 'wouter';
import { useDateFormatter } from '../../app/useDateFormatter.ts';
import { usePortalRuntime } from '../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../app/usePortalStore.ts';
import { usePortalToast } from '../../app/usePortalToast.ts';
import { useNextCalleeQuery, useScheduleOutlookQuery } from './api/useSchedulerQueries.ts';
import { useReserveCallee, useSkipCallee } from './api/useSchedulerWrites.ts';
import { buildSchedulerCallPath } from './buildSchedulerCallPath.ts';
import { formatCountdown } from './formatCountdown.ts';
import { isSchedulerBarShown } from './isSchedulerBarShown.ts';
import { registerSchedulerTexts } from './registerSchedulerTexts.ts';
import './scheduler.css';

/** Repeat clicks within this time of the first are ignored (and always while a reservation is under way). */
export const RESERVE_DEBOUNCE_MS = 300;

/** How long the bar waits before opening the next client's call after a call from the scheduler ends. */
export const OFFER_NEXT_SECONDS = 15;

/** Ticks once a second while `active`, answering the current time. */
function useSecondTicker(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const handle = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(handle);
  }, [active]);
  return now;
}

/**
 * The scheduler bar below the menu, for lift operators: enabled when a call is due (a click reserves it and opens its
 * call screen), pending with a countdown to the next due call (asking again at zero), disabled when no client is left
 * today, with the day's outlook sentence. After a call placed from the scheduler ends, it reserves the next client
 * and opens its call after a short countdown the agent can pause, or skip with a reason.
 */
export function SchedulerBar() {
  const runtime = usePortalRuntime();
  registerSchedulerTexts(runtime.i18n);
  const user = usePortalStore((state) => state.user);
  const liveCallActive = usePortalStore((state) => state.liveCallActive);
  const offerNext = usePortalStore((state) => state.schedulerOfferNext);
  const search = useSearch();
  const shown = isSchedulerBarShown({ user, liveCallActive, search, offerNext });
  return shown ? <SchedulerBarContent offerNext={offerNext} /> : null;
}

function SchedulerBarContent({ offerNext }: { offerNext: boolean }) {
  const runtime = usePortalRuntime();
  const { t } = useTranslation('scheduler');
  const toast = usePortalToast();
  const formatDate = useDateFormatter();
  const labelId = useId();
  const next = useNextCalleeQuery(true);
  const outlook = useScheduleOutlookQuery(true);
  const reserve = useReserveCallee();
  const skip = useSkipCallee();
  const [offered, setOffered] = useState<ScheduledCall | null>(null);
  const [paused, setPaused] = useState(false);
  const [offerDeadline, setOfferDeadline] = useState<number | null>(null);
  const [skipping, setSkipping] = useState(false);
  const [skipReason, setSkipReason] = useState<SchedulerSkipReason>('client_unavailable');
  const busy = useRef(false);

  const nextCall = next.data ?? null;
  const dueAt = nextCall?.next_call_timedate_utc ? Date.parse(nextCall.next_call_timedate_utc) : null;
  const pending = nextCall !== null && !nextCall.shouldInvokeCall && dueAt !== null;
  const now = useSecondTicker(pending || (offered !== null && !paused));
  const remaining = pending && dueAt !== null ? dueAt - now : 0;

  // At zero the next callee is fetched again (once per due time).
  const refetchedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!pending || dueAt === null || remaining > 0 || refetchedFor.current === dueAt) return;
    refetchedFor.current = dueAt;
    void next.refetch();
  }, [pending, dueAt, remaining, next]);

  const open = useCallback(
    (call: ScheduledCall) => {
      runtime.store.update({
        selectedOrganizationId: call.organization_id,
        scheduledCall: call,
        schedulerOfferNext: false,
      });
      runtime.navigate(buildSchedulerCallPath(call));
    },
    [runtime],
  );

  /** Reserves the next call; `thenOpen` goes straight to its call screen, otherwise it is offered with a countdown. */
  const reserveNext = useCallback(
    async (thenOpen: boolean) => {
      if (busy.current) return;
      busy.current = true;
      try {
        const call = await reserve.mutateAsync();
        if (!call) {
          toast.info(t('noCalls'));
          if (!thenOpen) runtime.store.update({ schedulerOfferNext: false });
          return;
        }
        if (thenOpen) open(call);
        else {
          setOffered(call);
          setPaused(false);
          setOfferDeadline(Date.now() + OFFER_NEXT_SECONDS * 1000);
        }
      } catch (error) {
        // Every failed reservation reads 'No questionnaire found', the one a missing questionnaire (404) gives.
        if (isApiError(error) || error instanceof Error) toast.error(t('noQuestionnaire'));
      } finally {
        busy.current = false;
      }
    },
    [reserve, toast, t, open, runtime],
  );

  const onStartClick = useDebouncedCallback(() => void reserveNext(true), RESERVE_DEBOUNCE_MS, {
    leading: true,
    trailing: false,
  });

  // After a scheduler call ended, the next due client is reserved and offered.
  const offeredOnce = useRef(false);
  useEffect(() => {
    if (!offerNext || offeredOnce.current || !nextCall) return;
    if (!nextCall.shouldInvokeCall) return;
    offeredOnce.current = true;
    void reserveNext(false);
  }, [offerNext, nextCall, reserveNext]);

  const offerRemaining = offered && offerDeadline !== null ? offerDeadline - now : null;
  useEffect(() => {
    if (!offered || paused || offerRemaining === null || offerRemaining > 0) return;
    open(offered);
  }, [offered, paused, offerRemaining, open]);

  async function confirmSkip(): Promise<void> {
    if (!offered) return;
    try {
      await skip.mutateAsync({ scheduledCallId: offered.id, reason: skipReason });
    } catch {
      toast.error(t('skipFailed'));
    }
    setOffered(null);
    setSkipping(false);
    offeredOnce.current = false;
    await next.refetch();
  }

  function togglePause(): void {
    if (paused && offerDeadline !== null && offerRemaining !== null) {
      setOfferDeadline(Date.now() + Math.max(offerRemaining, 1000));
      setPaused(false);
    } else {
      // Keep what was left, so continuing resumes from there.
      setOfferDeadline(offerRemaining === null ? null : Date.now() + offerRemaining);
      setPaused(true);
    }
  }

  let sentence: string | null = null;
  if (outlook.data) {
    const { type, shiftStart, shiftEnd, ...counts } = outlook.data;
    sentence = t(`outlook.${type}`, {
      ...counts,
      start: shiftStart ? formatDate(shiftStart, 'HH:mm') : '',
      end: shiftEnd ? formatDate(shiftEnd, 'HH:mm') : '',
    });
  }

  let body: React.ReactNode;
  let state: 'loading' | 'error' | 'enabled' | 'pending' | 'disabled' | 'offer';
  if (offered) {
    state = 'offer';
    const seconds = offerRemaining === null ? OFFER_NEXT_SECONDS : Math.max(0, Math.ceil(offerRemaining / 1000));
    body = (
      <>
        <p className="cc-scheduler-bar__status">
          <strong>
            {t('offerNext', { name: `${offered.patient_first_name ?? ''} ${offered.patient_last_name ?? ''}`.trim() })}
          </strong>{' '}
          <span role="timer">{paused ? t('offerPaused') : t('offerCountdown', { seconds })}</span>
        </p>
        <div className="cc-scheduler-bar__actions">
          <Button type="button" label={t('callNow')} icon="pi pi-phone" onClick={() => open(offered)} />
          <Button
            type="button"
            label={paused ? t('resume') : t('pause')}
            icon={paused ? 'pi pi-play' : 'pi pi-pause'}
            outlined
            aria-pressed={paused}
            onClick={togglePause}
          />
          <Button
            type="button"
            label={t('skip')}
            icon="pi pi-forward"
            text
            onClick={() => {
              setPaused(true);
              setOfferDeadline(offerRemaining === null ? null : Date.now() + offerRemaining);
              setSkipping(true);
            }}
          />
        </div>
        {skipping ? (
          <div className="cc-scheduler-bar__skip">
            <label htmlFor={`${labelId}-reason`}>{t('skipReason')}</label>
            <select
              id={`${labelId}-reason`}
              value={skipReason}
              onChange={(event) => setSkipReason(schedulerSkipReasonSchema.parse(event.target.value))}
            >
              {schedulerSkipReasonSchema.options.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`reasons.${reason}`)}
                </option>
              ))}
            </select>
            <Button
              type="button"
              label={t('skipConfirm')}
              onClick={() => void confirmSkip()}
              loading={skip.isPending}
            />
            <Button type="button" label={t('skipCancel')} text onClick={() => setSkipping(false)} />
          </div>
        ) : null}
      </>
    );
  } else if (next.isPending) {
    state = 'loading';
    body = <p className="cc-scheduler-bar__status">{t('loading')}</p>;
  } else if (next.isError || outlook.isError) {
    state = 'error';
    body = (
      <>
        <p className="cc-scheduler-bar__status" role="alert">
          {t('loadFailed')}
        </p>
        <Button
          type="button"
          label={t('retry')}
          text
          onClick={() => {
            void next.refetch();
            void outlook.refetch();
          }}
        />
      </>
    );
  } else if (nextCall === null) {
    state = 'disabled';
    body = (
      <>
        <p className="cc-scheduler-bar__status">{t('noPatientsToday')}</p>
        <Button type="button" label={t('startNextCall')} icon="pi pi-phone" disabled />
      </>
    );
  } else if (pending) {
    state = 'pending';
    body = (
      <>
        <p className="cc-scheduler-bar__status">
          {t('waitingForNextCall')}{' '}
          <span role="timer" aria-live="off">
            {t('countdown', { time: formatCountdown(remaining) })}
          </span>
        </p>
        <Button type="button" label={t('startNextCall')} icon="pi pi-phone" disabled />
      </>
    );
  } else {
    state = 'enabled';
    body = (
      <Button
        type="button"
        label={reserve.isPending ? t('reserving') : t('startNextCall')}
        icon="pi pi-phone"
        loading={reserve.isPending}
        onClick={onStartClick}
      />
    );
  }

  const announcement =
    state === 'pending' && dueAt !== null
      ? `${t('waitingForNextCall')}. ${t('nextCallAt', { time: formatDate(dueAt, 'HH:mm') })}`
      : state === 'enabled'
        ? t('startNextCall')
        : state === 'disabled'
          ? t('noPatientsToday')
          : state === 'offer' && offered
            ? t('offerNext', { name: `${offered.patient_first_name ?? ''} ${offered.patient_last_name ?? ''}`.trim() })
            : '';

  return (
    <section className={`cc-scheduler-bar cc-scheduler-bar--${state}`} aria-labelledby={labelId} data-state={state}>
      <h2 id={labelId} className="cc-scheduler-bar__title">
        <i className="pi pi-calendar-clock" aria-hidden="true" /> {t('barLabel')}
      </h2>
      <div className="cc-scheduler-bar__body">{body}</div>
      {sentence ? <p className="cc-scheduler-bar__outlook">{sentence}</p> : null}
      <p className="cc-visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
