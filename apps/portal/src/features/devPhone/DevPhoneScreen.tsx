import { EmptyState, ErrorState, LoadingState, PageHeader } from '@carecall/ui';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalRuntime } from '../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../app/usePortalStore.ts';
import { formatDialNumber } from './helpers/formatDialNumber.ts';
import { registerDevPhoneTexts } from './registerDevPhoneTexts.ts';
import type { DevPhoneEnvironment, DevPhoneState } from './state/createDevPhone.ts';
import { useDevPhone } from './state/useDevPhone.ts';
import './devPhone.css';

/** Props of {@link DevPhoneScreen}. */
export interface DevPhoneScreenProps {
  /** The browser parts of the phone; the browser's own by default (tests pass fakes). */
  environment?: DevPhoneEnvironment;
}

/** Close codes of the gateway the screen explains: no valid session, and an organization or number not reachable. */
const CLOSED_KEYS: Record<number, string> = { 4401: 'closed.unauthorized', 4404: 'closed.notFound' };

function useStatusText(state: DevPhoneState): string {
  const { t } = useTranslation('devPhone');
  const call = state.call;
  const number = call ? formatDialNumber(call.number) : '';
  switch (state.status) {
    case 'connecting':
      return t('status.connecting');
    case 'ringing':
      return call?.clientName
        ? t('status.ringing', { name: call.clientName, number })
        : t('status.ringingUnknown', { number });
    case 'answering':
      return t('status.answering');
    case 'in-call':
      return call?.clientName
        ? t('status.inCall', { name: call.clientName, number })
        : t('status.inCallUnknown', { number });
    default:
      return t('status.idle', { count: state.routed.length });
  }
}

/** Which calls the page takes: those to the numbers the server routes here, named; or none. */
function useTakesText(state: DevPhoneState): string {
  const { t } = useTranslation('devPhone');
  if (state.routed.length === 0) return t('takesNone');
  const numbers = state.routed.map((number) => {
    const owner = state.available.find((entry) => entry.number === number);
    const shown = formatDialNumber(number);
    return owner ? t('numberOption', { name: owner.clientName, number: shown }) : shown;
  });
  return t('takes', { numbers: numbers.join('; ') });
}

/**
 * The demo's browser phone (`/dev/phone`): while it is open, calls the selected organization places to the client
 * numbers the user ticks (none at first) ring here instead of reaching the demo personas; the page says which. A call rings aloud and
 * is announced; Answer takes it with the microphone, Decline gives the caller busy, Hang up ends it.
 */
export function DevPhoneScreen({ environment }: DevPhoneScreenProps) {
  const runtime = usePortalRuntime();
  registerDevPhoneTexts(runtime.i18n);
  const { t } = useTranslation('devPhone');
  const organizationId = usePortalStore((store) => store.selectedOrganizationId);
  const [attempt, setAttempt] = useState(0);
  const { phone, state, tokenMissing } = useDevPhone(organizationId, attempt, environment ?? null);

  return (
    <section className="cc-screen cc-dev-phone" aria-label={t('title')}>
      <PageHeader title={t('title')} subtitle={t('intro')} />
      {organizationId === null ? (
        <EmptyState title={t('noOrganization')} icon="pi pi-building" />
      ) : tokenMissing ? (
        <ErrorState message={t('signInAgain')} />
      ) : state === null || phone === null ? (
        <LoadingState label={t('status.connecting')} rows={2} />
      ) : state.status === 'closed' ? (
        <ErrorState
          message={t(CLOSED_KEYS[state.closeCode ?? 0] ?? 'closed.lost')}
          retryLabel={t('reconnect')}
          onRetry={() => setAttempt((value) => value + 1)}
        />
      ) : (
        <DevPhoneLine state={state} phone={phone} />
      )}
    </section>
  );
}

function DevPhoneLine({
  state,
  phone,
}: {
  state: DevPhoneState;
  phone: NonNullable<ReturnType<typeof useDevPhone>['phone']>;
}) {
  const { t } = useTranslation('devPhone');
  const statusText = useStatusText(state);
  const takesText = useTakesText(state);
  const onCall = state.call !== null;
  return (
    <div className="cc-dev-phone__body">
      <fieldset className="cc-dev-phone__field" disabled={onCall || state.status === 'connecting'}>
        <legend>{t('numberLabel')}</legend>
        <div className="cc-dev-phone__numbers">
          {state.available.map((entry) => (
            <label key={entry.number} className="cc-dev-phone__number">
              <input
                type="checkbox"
                value={entry.number}
                checked={state.selected.includes(entry.number)}
                onChange={(event) =>
                  phone.select(
                    event.target.checked
                      ? [...state.selected, entry.number]
                      : state.selected.filter((number) => number !== entry.number),
                  )
                }
              />
              {t('numberOption', { name: entry.clientName, number: formatDialNumber(entry.number) })}
            </label>
          ))}
        </div>
        {state.status !== 'connecting' && state.available.length === 0 ? (
          <p className="cc-dev-phone__hint">{t('noNumbers')}</p>
        ) : (
          <p className="cc-dev-phone__hint">{takesText}</p>
        )}
      </fieldset>

      <div className={`cc-dev-phone__call cc-dev-phone__call--${state.status}`}>
        <i className="pi pi-phone cc-dev-phone__icon" aria-hidden="true" />
        <div role="status" aria-live="polite" className="cc-dev-phone__status">
          <p>{statusText}</p>
          {state.lastEnd !== null && !onCall ? <p>{t(`ended.${state.lastEnd}`)}</p> : null}
          {state.microphoneFailed ? <p className="cc-dev-phone__warning">{t('microphoneFailed')}</p> : null}
        </div>
        <div className="cc-dev-phone__actions">
          {state.status === 'ringing' ? (
            <>
              <Button
                type="button"
                icon="pi pi-phone"
                label={t('answer')}
                className="cc-dev-phone__answer"
                severity="success"
                onClick={() => void phone.answer()}
              />
              <Button
                type="button"
                icon="pi pi-times"
                label={t('decline')}
                severity="danger"
                onClick={() => phone.decline()}
              />
            </>
          ) : null}
          {state.status === 'answering' || state.status === 'in-call' ? (
            <Button
              type="button"
              icon="pi pi-phone"
              label={t('hangUp')}
              severity="danger"
              onClick={() => phone.hangUp()}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}
