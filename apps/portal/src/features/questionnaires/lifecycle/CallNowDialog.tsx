import {
  formatStoredPhone,
  isApiError,
  type Patient,
  REMOVED_PHONE_NUMBER,
  VALIDATION_MESSAGES,
} from '@carecall/api-client';
import { FieldFrame, FormDialog, useFieldIds } from '@carecall/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS } from '../../../app/formatPortalDate.ts';
import { translateServerFieldMessage, translateValidationMessage } from '../../../app/translateValidationMessage.ts';
import { useDateFormatter } from '../../../app/useDateFormatter.ts';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalToast } from '../../../app/usePortalToast.ts';
import { useCallNow } from '../api/useCallNow.ts';
import { useDemoPhonesQuery } from '../api/useDemoPhonesQuery.ts';
import { getLifecycleErrorMessage } from './getLifecycleErrorMessage.ts';
import './lifecycle.css';

/** The client's bot call that refused Call Now (409 `BOT_CALL_ALREADY_QUEUED`): its id and next attempt, if any. */
interface QueuedCall {
  callId: number;
  nextAttemptAt: string | null;
}

/** Reads the call named by a `BOT_CALL_ALREADY_QUEUED` refusal, or null for any other failure. */
function readQueuedCall(failure: unknown): QueuedCall | null {
  if (!isApiError(failure, 'BOT_CALL_ALREADY_QUEUED')) return null;
  const body = (failure.body ?? {}) as Record<string, unknown>;
  if (typeof body.callId !== 'number') return null;
  return { callId: body.callId, nextAttemptAt: typeof body.nextAttemptAt === 'string' ? body.nextAttemptAt : null };
}

/** Props of {@link CallNowDialog}. */
export interface CallNowDialogProps {
  patient: Patient;
  questionnaireId: number;
  onClose: () => void;
}

/**
 * Call Now: the user picks one of the client's phone numbers and the call bot calls it with the
 * questionnaire. Nothing is preselected, so a real call never goes to a number nobody chose; without a choice (or
 * without any number) it says 'require phone number'. A refusal is toasted (a refused phone number is marked on the
 phones), always in the user's language, and the dialog stays open.
 * One bot call to a client at a time: when the client already has one queued (a retry waiting for its next attempt)
 * or under way, the refusal is said in the dialog with that call and its next attempt's time. A number a demo phone
 * holds (a `/dev/phone` page open in some tab) is marked, and when chosen the dialog says the call will ring that
 * page, not the client.
 */
export function CallNowDialog({ patient, questionnaireId, onClose }: CallNowDialogProps) {
  const { t } = useTranslation(['questionnaireLifecycle', 'validation']);
  const { api } = usePortalRuntime();
  const toast = usePortalToast();
  const callNow = useCallNow();
  const ids = useFieldIds('call-now-phone');
  const phones = patient.patientPhones.filter((phone) => phone.phone_number !== REMOVED_PHONE_NUMBER);
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [queued, setQueued] = useState<QueuedCall | null>(null);
  const formatDate = useDateFormatter();
  const heldByDemoPhone = useDemoPhonesQuery(patient.patientId);
  const chosenPhone = phones.find((candidate) => candidate.id === chosen);
  const { first_name: firstName, last_name: lastName } = patient.patientDetails;

  const confirm = () => {
    const phone = phones.find((candidate) => candidate.id === chosen);
    if (!phone) {
      setError(translateValidationMessage(t, VALIDATION_MESSAGES.phoneNumberRequired));
      return;
    }
    setQueued(null);
    callNow.mutate(
      { phoneNumber: phone.phone_number, patientId: patient.patientId, questionnaireId },
      {
        onSuccess: () => {
          toast.success(t('callNow.requested', { phone: formatStoredPhone(phone.phone_number) }));
          onClose();
        },
        onError: (failure) => {
          const active = readQueuedCall(failure);
          if (active) {
            setQueued(active);
            return;
          }
          // A refused number is marked on the phones in the user's language; any other field error is toasted so.
          const fields = isApiError(failure) ? failure.fields : [];
          const phoneError = fields.find((field) => field.path === 'phoneNumber');
          if (phoneError) {
            setError(translateServerFieldMessage(t, phoneError.message));
            return;
          }
          const [other] = fields;
          toast.error(
            other ? translateServerFieldMessage(t, other.message) : getLifecycleErrorMessage(t, api, failure),
          );
        },
      },
    );
  };

  return (
    <FormDialog
      visible
      header={t('callNow.title')}
      confirmLabel={t('callNow.confirm')}
      cancelLabel={t('cancel')}
      closeLabel={t('close')}
      onConfirm={confirm}
      onCancel={onClose}
      busy={callNow.isPending}
    >
      <p className="cc-lifecycle__message">
        {t('callNow.intro', { name: [firstName, lastName].filter(Boolean).join(' ') })}
      </p>
      <FieldFrame ids={ids} label={t('callNow.phones')} as="fieldset" error={error} required>
        {phones.length === 0 ? (
          <p className="cc-lifecycle__detail">{t('callNow.noPhones')}</p>
        ) : (
          <div className="cc-lifecycle__choices">
            {phones.map((phone) => (
              <label key={phone.id} className="cc-lifecycle__choice">
                <input
                  type="radio"
                  name="call-now-phone"
                  value={phone.id}
                  checked={chosen === phone.id}
                  onChange={() => {
                    setChosen(phone.id);
                    setError(undefined);
                  }}
                  aria-describedby={error ? ids.errorId : undefined}
                />
                <span className="cc-lifecycle__choice-main">{formatStoredPhone(phone.phone_number)}</span>
                <span className="cc-lifecycle__choice-meta">
                  {t(`callNow.labels.${phone.label}`)}
                  {phone.is_default ? ` · ${t('callNow.defaultPhone')}` : ''}
                  {heldByDemoPhone.has(phone.id) ? ` · ${t('callNow.demoPhoneHeld')}` : ''}
                </span>
              </label>
            ))}
          </div>
        )}
      </FieldFrame>
      <div role="status" aria-live="polite" className="cc-lifecycle__notices">
        {chosenPhone && heldByDemoPhone.has(chosenPhone.id) ? (
          <p className="cc-lifecycle__detail">
            {t('callNow.demoPhoneNotice', { phone: formatStoredPhone(chosenPhone.phone_number) })}
          </p>
        ) : null}
        {queued ? (
          <p className="cc-lifecycle__detail cc-lifecycle__refusal">
            {queued.nextAttemptAt
              ? t('callNow.alreadyQueued', {
                  callId: queued.callId,
                  time: formatDate(queued.nextAttemptAt, DATE_FORMATS.dateTime),
                })
              : t('callNow.alreadyActive', { callId: queued.callId })}
          </p>
        ) : null}
      </div>
    </FormDialog>
  );
}
