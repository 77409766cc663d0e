import type { PatientPhone } from '@carecall/api-client';
import { Button } from 'primereact/button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitStoredPhone } from '../../clients/form/clientFormValues.ts';
import { parseCallNumber } from '../helpers/parseCallNumber.ts';
import type { CallMedium } from '../state/createLiveCallController.ts';

/** The number a call goes to. */
export interface PhoneChoice {
  /** `code-number`. */
  phoneNumber: string;
  /** The stored phone's id; null for a custom number. */
  phoneNumberId: number | null;
  medium: CallMedium;
  isDryRun: boolean;
}

/** Props of {@link PhonePanel}. */
export interface PhonePanelProps {
  phones: readonly PatientPhone[];
  /** The call-button rule: a questionnaire is chosen and no call is live. */
  canCall: boolean;
  /** Why the buttons are disabled, shown under them. */
  disabledReason: string | null;
  onCall(choice: PhoneChoice): void;
}

const CUSTOM = 'custom';

function formatStoredPhone(phone: PatientPhone): string {
  const { country_code, phone_number } = splitStoredPhone(phone.phone_number);
  return country_code ? `+${country_code} ${phone_number}` : phone_number;
}

/**
 * The phone panel: one of the client's phones or another number typed with its country code (checked before the call
 * and split into code and number), the operator's computer or phone, Call and Dry run.
 */
export function PhonePanel({ phones, canCall, disabledReason, onCall }: PhonePanelProps) {
  const { t } = useTranslation('liveCall');
  const ids = useId();
  const usable = phones.filter((phone) => phone.phone_number !== 'null');
  const initial = usable.find((phone) => phone.is_default) ?? usable[0];
  const [selected, setSelected] = useState<string>(initial ? String(initial.id) : CUSTOM);
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [medium, setMedium] = useState<CallMedium>('voip');

  function validateCustom(): string | null {
    const parsed = parseCallNumber(custom);
    if (parsed === 'required') return t('numberRequired');
    if (parsed === 'invalid') return t('numberInvalid');
    return null;
  }

  function call(isDryRun: boolean): void {
    if (selected === CUSTOM) {
      const parsed = parseCallNumber(custom);
      if (typeof parsed === 'string') {
        setError(validateCustom());
        document.getElementById(`${ids}-custom`)?.focus();
        return;
      }
      onCall({ phoneNumber: parsed.joined, phoneNumberId: null, medium, isDryRun });
      return;
    }
    const phone = usable.find((candidate) => String(candidate.id) === selected);
    if (phone) onCall({ phoneNumber: phone.phone_number, phoneNumberId: phone.id, medium, isDryRun });
  }

  return (
    <section className="cc-live-call__phone" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>{t('phonePanel')}</h3>
      <label htmlFor={`${ids}-phone`}>{t('phone')}</label>
      <select
        id={`${ids}-phone`}
        value={selected}
        onChange={(event) => {
          setSelected(event.target.value);
          setError(null);
        }}
      >
        {usable.map((phone) => (
          <option key={phone.id} value={String(phone.id)}>
            {formatStoredPhone(phone)}
          </option>
        ))}
        <option value={CUSTOM}>{t('customNumber')}</option>
      </select>
      {usable.length === 0 ? <p className="cc-live-call__hint">{t('noPhone')}</p> : null}
      {selected === CUSTOM ? (
        <div className="cc-live-call__field">
          <label htmlFor={`${ids}-custom`}>{t('customNumberLabel')}</label>
          <input
            id={`${ids}-custom`}
            type="tel"
            autoComplete="off"
            value={custom}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${ids}-custom-hint${error ? ` ${ids}-custom-error` : ''}`}
            onChange={(event) => {
              setCustom(event.target.value);
              if (error) setError(null);
            }}
            onBlur={() => {
              if (custom.trim() !== '') setError(validateCustom());
            }}
          />
          <small id={`${ids}-custom-hint`}>{t('customNumberHint')}</small>
          {error ? (
            <small id={`${ids}-custom-error`} className="p-error">
              {error}
            </small>
          ) : null}
        </div>
      ) : null}
      <fieldset className="cc-live-call__medium">
        <legend>{t('medium')}</legend>
        {(['voip', 'phone'] as const).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={`${ids}-medium`}
              value={option}
              checked={medium === option}
              onChange={() => setMedium(option)}
            />{' '}
            {option === 'voip' ? t('mediumVoip') : t('mediumPhone')}
          </label>
        ))}
      </fieldset>
      <div className="cc-live-call__buttons">
        <Button
          type="button"
          icon="pi pi-phone"
          label={t('call')}
          disabled={!canCall}
          aria-describedby={disabledReason ? `${ids}-reason` : undefined}
          onClick={() => call(false)}
        />
        <Button
          type="button"
          label={t('dryRun')}
          outlined
          disabled={!canCall}
          aria-describedby={disabledReason ? `${ids}-reason` : undefined}
          onClick={() => call(true)}
        />
      </div>
      {disabledReason ? (
        <p id={`${ids}-reason`} className="cc-live-call__hint">
          {disabledReason}
        </p>
      ) : null}
    </section>
  );
}
