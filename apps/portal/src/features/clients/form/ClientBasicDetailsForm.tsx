import type { DaysFrequency, Gender, PatientLanguage } from '@carecall/api-client';
import { DateField, SelectField, TextField } from '@carecall/ui';
import { useTranslation } from 'react-i18next';
import { patchItemAt } from '../../../app/patchItemAt.ts';
import { translateValidationMessage } from '../../../app/translateValidationMessage.ts';
import { applyPhoneLabel, removePhone } from './applyPhoneLabel.ts';
import type { ClientFormValues, EditorPhoneLabel } from './clientFormValues.ts';
import {
  addSchedule,
  DAYS_OF_WEEK,
  getScheduleEndTime,
  SCHEDULE_START_TIMES,
  SCHEDULE_TIME_ZONES,
  validateSchedules,
} from './scheduleRules.ts';
import type { ClientFormErrors, ClientFormField } from './validateClientForm.ts';

/** Props of {@link ClientBasicDetailsForm}. */
export interface ClientBasicDetailsFormProps {
  idPrefix: string;
  values: ClientFormValues;
  errors: ClientFormErrors;
  onChange: (next: ClientFormValues) => void;
  /** Validates one field when it loses focus (triggers are on blur). */
  onBlurField: (field: ClientFormField) => void;
  /** Shown to super admins only: the active period. */
  showActivePeriod: boolean;
  /** Demo clients have no active period. */
  activePeriodDisabled?: boolean;
  disabled?: boolean;
  /** The zone a new schedule starts in. */
  defaultTimeZone: string;
  /** Says why a schedule could not be added. */
  onScheduleRefused: (message: string) => void;
}

const FREQUENCIES: readonly DaysFrequency[] = [1, 14, 21, 28];

/**
 * The basic-details form shared by the new-client and client-details screens: details, phones, schedules, frequency
 * and, for super admins, the active period. Controlled, so each screen decides when to validate and save.
 */
export function ClientBasicDetailsForm(props: ClientBasicDetailsFormProps) {
  const { idPrefix, values, errors, onChange, onBlurField, disabled = false } = props;
  const { t } = useTranslation(['clientPage', 'validation']);
  const message = (text: string | undefined) => (text ? translateValidationMessage(t, text) : undefined);
  const set = <K extends keyof ClientFormValues>(field: K, value: ClientFormValues[K]) =>
    onChange({ ...values, [field]: value });
  const text = (field: ClientFormField & keyof ClientFormValues, label: string, extra: { required?: boolean } = {}) => (
    <TextField
      id={`${idPrefix}-${field}`}
      name={field}
      label={label}
      value={values[field]}
      onChange={(value) => set(field, value)}
      onBlur={() => onBlurField(field)}
      error={message(errors[field])}
      disabled={disabled}
      autoComplete="off"
      {...extra}
    />
  );
  const scheduleErrors = validateSchedules(values.schedules);
  const phoneLabels = [
    { value: 'home' as const, label: t('phones.home') },
    { value: 'mobile' as const, label: t('phones.mobile') },
  ];
  const dayOptions = DAYS_OF_WEEK.map((day) => ({ value: day, label: t(`schedule.days.${day}`) }));
  const timeOptions = SCHEDULE_START_TIMES.map((time) => ({ value: time, label: time }));
  const zoneOptions = SCHEDULE_TIME_ZONES.map((zone) => ({ value: zone as string, label: zone }));

  return (
    <div className="cc-client-form">
      <div className="cc-form-grid">
        {text('first_name', t('fields.firstName'), { required: true })}
        {text('last_name', t('fields.lastName'), { required: true })}
        {text('external_id', t('fields.externalId'), { required: true })}
        <TextField
          id={`${idPrefix}-birth_date`}
          name="birth_date"
          label={t('fields.birthDate')}
          hint={t('fields.birthDateHint')}
          placeholder="MM-DD-YYYY"
          value={values.birth_date}
          onChange={(value) => set('birth_date', value)}
          onBlur={() => onBlurField('birth_date')}
          error={message(errors.birth_date)}
          disabled={disabled}
          inputMode="numeric"
          maxLength={10}
          autoComplete="off"
          required
        />
        <SelectField<Gender>
          id={`${idPrefix}-gender`}
          name="gender"
          label={t('fields.gender')}
          options={[
            { value: 'male', label: t('genders.male') },
            { value: 'female', label: t('genders.female') },
          ]}
          value={values.gender === '' ? null : values.gender}
          onChange={(value) => set('gender', value)}
          disabled={disabled}
        />
        <SelectField<PatientLanguage>
          id={`${idPrefix}-language`}
          name="language"
          label={t('fields.language')}
          options={(['en-US', 'es-US', 'none'] as const).map((value) => ({ value, label: t(`languages.${value}`) }))}
          value={values.language === '' ? null : values.language}
          onChange={(value) => set('language', value)}
          disabled={disabled}
        />
        <TextField
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          label={t('fields.email')}
          value={values.email}
          onChange={(value) => set('email', value)}
          onBlur={() => onBlurField('email')}
          error={message(errors.email)}
          disabled={disabled}
          autoComplete="off"
        />
        {text('city', t('fields.city'))}
        {text('state', t('fields.state'))}
        <TextField
          id={`${idPrefix}-zip_code`}
          name="zip_code"
          label={t('fields.zip')}
          value={values.zip_code}
          onChange={(value) => set('zip_code', value)}
          onBlur={() => onBlurField('zip_code')}
          error={message(errors.zip_code)}
          disabled={disabled}
          autoComplete="off"
        />
        <SelectField<DaysFrequency>
          id={`${idPrefix}-frequency`}
          name="frequency"
          label={t('fields.frequency')}
          options={FREQUENCIES.map((value) => ({ value, label: t(`frequencies.${value}`) }))}
          value={values.frequency}
          onChange={(value) => set('frequency', value)}
          disabled={disabled}
        />
        {props.showActivePeriod ? (
          <>
            <DateField
              id={`${idPrefix}-start_date`}
              name="start_date"
              label={t('fields.startDate')}
              value={values.start_date}
              onChange={(value) => set('start_date', value)}
              disabled={disabled || props.activePeriodDisabled === true}
              hint={props.activePeriodDisabled ? t('tags.demoPeriodHint') : undefined}
            />
            <DateField
              id={`${idPrefix}-end_date`}
              name="end_date"
              label={t('fields.endDate')}
              value={values.end_date}
              onChange={(value) => set('end_date', value)}
              disabled={disabled || props.activePeriodDisabled === true}
            />
          </>
        ) : null}
      </div>

      <fieldset className="cc-client-form__group" disabled={disabled}>
        <legend>{t('phones.title')}</legend>
        {values.phones.map((phone, index) => {
          if (phone.removed) return null;
          const number = index + 1;
          const rowError = message(errors.phones?.[index]);
          const update = (patch: Partial<typeof phone>) => set('phones', patchItemAt(values.phones, index, patch));
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved, and never reorder
            <div className="cc-client-form__row" key={index}>
              <TextField
                id={`${idPrefix}-phone-${index}-code`}
                label={t('phones.countryCode', { index: number })}
                value={phone.country_code}
                onChange={(value) => update({ country_code: value })}
                inputMode="numeric"
                maxLength={4}
                error={rowError && phone.country_code.trim() === '' ? rowError : undefined}
                disabled={disabled}
              />
              <TextField
                id={`${idPrefix}-phone-${index}-number`}
                type="tel"
                label={t('phones.number', { index: number })}
                value={phone.phone_number}
                onChange={(value) => update({ phone_number: value })}
                error={rowError && phone.country_code.trim() !== '' ? rowError : undefined}
                disabled={disabled}
              />
              <SelectField<EditorPhoneLabel>
                id={`${idPrefix}-phone-${index}-label`}
                label={t('phones.label', { index: number })}
                options={phoneLabels}
                value={phone.label === '' ? null : phone.label}
                onChange={(label) => set('phones', applyPhoneLabel(values.phones, index, label))}
                disabled={disabled}
              />
              <button
                type="button"
                className="p-button p-button-text p-button-danger"
                aria-label={t('phones.remove', { index: number })}
                onClick={() => set('phones', removePhone(values.phones, index))}
              >
                <i className="pi pi-trash" aria-hidden="true" />
              </button>
            </div>
          );
        })}
        <button
          type="button"
          className="p-button p-button-outlined p-button-sm"
          onClick={() =>
            set('phones', [...values.phones, { country_code: '', phone_number: '', label: '', removed: false }])
          }
        >
          {t('phones.add')}
        </button>
      </fieldset>

      <fieldset className="cc-client-form__group" disabled={disabled}>
        <legend>{t('schedule.title')}</legend>
        {values.schedules.map((item, index) => {
          const number = index + 1;
          const update = (patch: Partial<typeof item>) => set('schedules', patchItemAt(values.schedules, index, patch));
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved, and never reorder
            <div className="cc-client-form__row" key={index}>
              <SelectField<number>
                id={`${idPrefix}-schedule-${index}-day`}
                label={t('schedule.day', { index: number })}
                options={dayOptions}
                value={item.day_of_week}
                onChange={(day) => update({ day_of_week: day })}
                error={scheduleErrors[index] ? t('oneSchedulePerDay') : undefined}
                disabled={disabled}
              />
              <SelectField<string>
                id={`${idPrefix}-schedule-${index}-time`}
                label={t('schedule.start', { index: number })}
                options={timeOptions}
                value={item.time}
                onChange={(time) => update({ time })}
                hint={t('schedule.end', { time: getScheduleEndTime(item.time) })}
                disabled={disabled}
              />
              <SelectField<string>
                id={`${idPrefix}-schedule-${index}-zone`}
                label={t('schedule.timezone', { index: number })}
                options={
                  zoneOptions.some((option) => option.value === item.timezone)
                    ? zoneOptions
                    : [...zoneOptions, { value: item.timezone, label: item.timezone }]
                }
                value={item.timezone}
                onChange={(timezone) => update({ timezone })}
                disabled={disabled}
              />
              <button
                type="button"
                className="p-button p-button-text p-button-danger"
                aria-label={t('schedule.remove', { index: number })}
                onClick={() =>
                  set(
                    'schedules',
                    values.schedules.filter((_, at) => at !== index),
                  )
                }
              >
                <i className="pi pi-trash" aria-hidden="true" />
              </button>
            </div>
          );
        })}
        <button
          type="button"
          className="p-button p-button-outlined p-button-sm"
          onClick={() => {
            const result = addSchedule(values.schedules, props.defaultTimeZone);
            if (result.ok) set('schedules', result.schedules);
            else props.onScheduleRefused(t('allDaysUsed'));
          }}
        >
          {t('schedule.add')}
        </button>
      </fieldset>
    </div>
  );
}
