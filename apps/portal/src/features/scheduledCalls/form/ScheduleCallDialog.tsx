import {
  formatStoredPhone,
  isApiError,
  type NewScheduledCall,
  type Patient,
  REMOVED_PHONE_NUMBER,
  type ScheduledBotCall,
} from '@carecall/api-client';
import { FieldFrame, type FieldIds, FormDialog, getFieldDescribedBy, SelectField, useFieldIds } from '@carecall/ui';
import { InputText } from 'primereact/inputtext';
import { type Control, Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS } from '../../../app/formatPortalDate.ts';
import { translateServerFieldMessage, translateValidationMessage } from '../../../app/translateValidationMessage.ts';
import { useDateFormatter } from '../../../app/useDateFormatter.ts';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../../app/usePortalStore.ts';
import { usePortalToast } from '../../../app/usePortalToast.ts';
import { useCallQuestionnairesQuery } from '../../liveCall/api/useCallQuestionnairesQuery.ts';
import { useScheduleCall } from '../api/useScheduleCall.ts';
import { getScheduledCallErrorMessage } from '../getScheduledCallErrorMessage.ts';
import {
  createScheduleCallFormValues,
  liesAhead,
  type ScheduleCallFormValues,
  scheduleCallResolver,
  todayIn,
  toInstant,
} from './scheduleCallForm.ts';

const FORM_FIELDS = ['phone_number_id', 'call_date', 'call_time', 'questionnaire_id'] as const;
type FormField = (typeof FORM_FIELDS)[number];

/** The error type of a field error the server answered. */
const SERVER_ERROR = 'server';

function isFormField(path: string): path is FormField {
  return (FORM_FIELDS as readonly string[]).includes(path);
}

/** Props of {@link WallClockField}. */
interface WallClockFieldProps {
  control: Control<ScheduleCallFormValues, unknown, NewScheduledCall>;
  name: 'call_date' | 'call_time';
  type: 'date' | 'time';
  ids: FieldIds;
  label: string;
  error: string | undefined;
  hint: string | undefined;
  /** The earliest date offered (a date field). */
  min?: string;
  /** Seconds between offered times (a time field). */
  step?: number;
}

/** The call's date or time on the client's wall clock: a required native input with its label, hint and error. */
function WallClockField({ control, name, type, ids, label, error, hint, min, step }: WallClockFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FieldFrame ids={ids} label={label} error={error} hint={hint} required>
          <InputText
            ref={field.ref}
            id={ids.inputId}
            type={type}
            name={field.name}
            min={min}
            step={step}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            invalid={Boolean(error)}
            aria-invalid={error ? true : undefined}
            aria-required
            aria-describedby={getFieldDescribedBy(ids, { error, hint })}
          />
        </FieldFrame>
      )}
    />
  );
}

/** Props of {@link ScheduleCallDialog}. */
export interface ScheduleCallDialogProps {
  patient: Patient;
  /** The client's time zone: the date and time are chosen on its wall clock. */
  timeZone: string;
  onScheduled: (call: ScheduledBotCall) => void;
  onClose: () => void;
  /** The current instant (tests fix it). */
  now?: () => Date;
}

/**
 * "Schedule a call": one of the client's phones, a date and time on the client's wall clock and one of the
 * questionnaires offered for the client's calls, each required with the contract's messages ('require phone
 * number', 'Please select call date', 'Please select questionnaire'). Nothing is preselected. A time that has passed
 * is refused before sending; a refusal of the server marks its field or is toasted, and the dialog keeps what was
 * filled in.
 */
export function ScheduleCallDialog({
  patient,
  timeZone,
  onScheduled,
  onClose,
  now = () => new Date(),
}: ScheduleCallDialogProps) {
  const { t } = useTranslation(['scheduledCalls', 'validation']);
  const { api } = usePortalRuntime();
  const toast = usePortalToast();
  const formatDate = useDateFormatter();
  const userTimeZone = usePortalStore((state) => state.settings?.timezone ?? null);
  const schedule = useScheduleCall(patient.patientId);
  const questionnaires = useCallQuestionnairesQuery(patient.patientDetails.language);
  const phoneIds = useFieldIds('schedule-call-phone');
  const dateIds = useFieldIds('schedule-call-date');
  const timeIds = useFieldIds('schedule-call-time');
  const phones = patient.patientPhones.filter((phone) => phone.phone_number !== REMOVED_PHONE_NUMBER);
  const { control, handleSubmit, setError, watch, formState } = useForm<
    ScheduleCallFormValues,
    unknown,
    NewScheduledCall
  >({
    defaultValues: createScheduleCallFormValues(timeZone),
    resolver: scheduleCallResolver,
  });
  // The form's own checks give shared validation texts or translated ones; the server's field errors (type
  // `server`) are translated by their text or replaced by a general message, never shown in the server's words.
  const message = (field: keyof ScheduleCallFormValues) => {
    const error = formState.errors[field];
    if (!error?.message) return undefined;
    return error.type === SERVER_ERROR
      ? translateServerFieldMessage(t, error.message)
      : translateValidationMessage(t, error.message);
  };
  const { first_name: firstName, last_name: lastName } = patient.patientDetails;
  const [date, time] = watch(['call_date', 'call_time']);
  const instant = toInstant({ call_date: date, call_time: time, timezone: timeZone });
  // The user's own clock is shown only when it differs from the client's.
  const userTimeHint =
    instant && userTimeZone && userTimeZone !== timeZone
      ? t('dialog.userTime', { time: formatDate(instant, DATE_FORMATS.dateTime) })
      : undefined;

  const submit = handleSubmit((values) => {
    if (!liesAhead(values, now())) {
      setError('call_date', { message: t('dialog.mustLieAhead') }, { shouldFocus: true });
      return;
    }
    schedule.mutate(values, {
      onSuccess: (call) => onScheduled(call),
      onError: (failure) => {
        const fields = isApiError(failure) ? failure.fields : [];
        const formFields = fields.filter((field) => isFormField(field.path));
        if (formFields.length > 0) {
          for (const field of formFields)
            setError(field.path as FormField, { type: SERVER_ERROR, message: field.message }, { shouldFocus: true });
          return;
        }
        // A field the form does not show (the client's time zone) is named in the toast, in the user's language.
        const [other] = fields;
        toast.error(
          other ? translateServerFieldMessage(t, other.message) : getScheduledCallErrorMessage(t, api, failure),
        );
      },
    });
  });

  const questionnaireEmpty = questionnaires.isPending
    ? t('dialog.loadingQuestionnaires')
    : questionnaires.isError
      ? t('dialog.questionnairesFailed')
      : t('dialog.noQuestionnaires');

  return (
    <FormDialog
      visible
      header={t('dialog.title')}
      confirmLabel={t('dialog.confirm')}
      cancelLabel={t('dialog.cancel')}
      closeLabel={t('dialog.close')}
      onConfirm={() => void submit()}
      onCancel={onClose}
      busy={schedule.isPending}
    >
      <p className="cc-scheduled-calls__dialog-intro">
        {t('dialog.intro', { name: [firstName, lastName].filter(Boolean).join(' ') })}
      </p>
      <Controller
        control={control}
        name="phone_number_id"
        render={({ field }) => {
          const error = message('phone_number_id');
          return (
            <FieldFrame ids={phoneIds} label={t('dialog.phone')} as="fieldset" error={error} required>
              {phones.length === 0 ? (
                <p className="cc-scheduled-calls__detail">{t('dialog.noPhones')}</p>
              ) : (
                <div className="cc-scheduled-calls__choices">
                  {phones.map((phone, index) => (
                    <label key={phone.id} className="cc-scheduled-calls__choice">
                      <input
                        ref={index === 0 ? field.ref : undefined}
                        type="radio"
                        name={field.name}
                        value={phone.id}
                        checked={field.value === phone.id}
                        onChange={() => field.onChange(phone.id)}
                        onBlur={field.onBlur}
                        aria-describedby={error ? phoneIds.errorId : undefined}
                      />
                      <span className="cc-scheduled-calls__choice-main">{formatStoredPhone(phone.phone_number)}</span>
                      <span className="cc-scheduled-calls__choice-meta">
                        {t(`dialog.labels.${phone.label}`)}
                        {phone.is_default ? ` · ${t('dialog.defaultPhone')}` : ''}
                      </span>
                    </label>
                  ))}
                </div>
              )}
            </FieldFrame>
          );
        }}
      />
      <div className="cc-scheduled-calls__fields">
        <WallClockField
          control={control}
          name="call_date"
          type="date"
          ids={dateIds}
          label={t('dialog.date')}
          error={message('call_date')}
          hint={t('dialog.zone', { zone: timeZone })}
          min={todayIn(timeZone, now())}
        />
        <WallClockField
          control={control}
          name="call_time"
          type="time"
          ids={timeIds}
          label={t('dialog.time')}
          error={message('call_time')}
          hint={userTimeHint}
          step={300}
        />
      </div>
      <Controller
        control={control}
        name="questionnaire_id"
        render={({ field }) => (
          <SelectField<number>
            id="schedule-call-questionnaire"
            label={t('dialog.questionnaire')}
            name={field.name}
            required
            options={(questionnaires.data ?? []).map((entry) => ({ label: entry.name, value: entry.id }))}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={t('dialog.questionnairePlaceholder')}
            emptyMessage={questionnaireEmpty}
            error={message('questionnaire_id')}
          />
        )}
      />
    </FormDialog>
  );
}
