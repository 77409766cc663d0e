import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useMemo } from 'react';
import { FieldFrame } from './FieldFrame.tsx';
import { MFA_PHONE_COUNTRIES, type PhoneCountry } from './phoneCountries.ts';
import { getFieldDescribedBy, useFieldIds } from './useFieldIds.ts';

/** A phone number as the forms hold it: the dialling code and the national number, apart. */
export interface PhoneValue {
  /** Dialling code without the plus (`972`); empty until a country is chosen. */
  countryCode: string;
  number: string;
}

/** Props of {@link PhoneField}. */
export interface PhoneFieldProps {
  /** Names the pair, e.g. "Phone number". */
  label: string;
  /** Accessible name of the country select. */
  countryLabel: string;
  /** Accessible name of the number input. */
  numberLabel: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  onBlur?: () => void;
  /** Defaults to the five multi-factor countries; dialling codes must be unique within the list. */
  countries?: readonly PhoneCountry[];
  countryPlaceholder?: string;
  numberPlaceholder?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  /** E.g. "Country code is required". */
  countryError?: string;
  /** E.g. "Invalid phone". */
  numberError?: string;
  hint?: string;
}

/** A country select and a number side by side under one legend, as multi-factor sign-in and the user form ask. */
export function PhoneField({
  label,
  countryLabel,
  numberLabel,
  value,
  onChange,
  onBlur,
  countries = MFA_PHONE_COUNTRIES,
  countryPlaceholder,
  numberPlaceholder,
  id,
  required = false,
  disabled = false,
  countryError,
  numberError,
  hint,
}: PhoneFieldProps) {
  const ids = useFieldIds(id);
  const errors = [countryError, numberError].filter((message): message is string => Boolean(message));
  const describedBy = getFieldDescribedBy(ids, { hint, error: errors });
  const options = useMemo(
    () => countries.map((country) => ({ label: `${country.name} (+${country.dialCode})`, value: country.dialCode })),
    [countries],
  );
  return (
    <FieldFrame
      ids={ids}
      label={label}
      required={required}
      disabled={disabled}
      hint={hint}
      error={errors}
      as="fieldset"
      className="cc-phone-field"
    >
      <div className="cc-phone-field__controls">
        <Dropdown
          inputId={`${ids.inputId}-country`}
          value={value.countryCode === '' ? null : value.countryCode}
          options={options}
          optionLabel="label"
          optionValue="value"
          onChange={(event) => {
            if (typeof event.value === 'string') onChange({ ...value, countryCode: event.value });
          }}
          onBlur={onBlur}
          placeholder={countryPlaceholder}
          disabled={disabled}
          invalid={Boolean(countryError)}
          aria-label={countryLabel}
          aria-invalid={countryError ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
        />
        <InputText
          id={ids.inputId}
          type="tel"
          value={value.number}
          onChange={(event) => onChange({ ...value, number: event.target.value })}
          onBlur={onBlur}
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={numberPlaceholder}
          disabled={disabled}
          invalid={Boolean(numberError)}
          aria-label={numberLabel}
          aria-invalid={numberError ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
        />
      </div>
    </FieldFrame>
  );
}
