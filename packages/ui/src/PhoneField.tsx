import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useMemo } from 'react';
import { FieldFrame } from './FieldFrame.tsx';
import type { PhoneCountry } from './phoneCountries.ts';
import { type FieldBaseProps, getFieldControlProps, getFieldDescribedBy, useFieldIds } from './useFieldIds.ts';

/** A phone number as the forms hold it: the dialling code and the national number, apart. */
export interface PhoneValue {
  /** Dialling code without the plus (`972`); empty until a country is chosen. */
  countryCode: string;
  number: string;
}

/** Props of {@link PhoneField}. */
export interface PhoneFieldProps extends Omit<FieldBaseProps, 'name' | 'error'> {
  /** Names the pair, e.g. "Phone number". */
  label: string;
  /** Accessible name of the country select. */
  countryLabel: string;
  /** Accessible name of the number input. */
  numberLabel: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  onBlur?: () => void;
  /** The countries offered, in order (the portal passes the product's one list); dialling codes must be unique. */
  countries: readonly PhoneCountry[];
  countryPlaceholder?: string;
  numberPlaceholder?: string;
  /** E.g. "Country code is required". */
  countryError?: string;
  /** E.g. "Invalid phone". */
  numberError?: string;
}

/** A country select and a number side by side under one legend, as multi-factor sign-in and the user form ask. */
export function PhoneField({
  countryLabel,
  numberLabel,
  value,
  onChange,
  onBlur,
  countries,
  countryPlaceholder,
  numberPlaceholder,
  countryError,
  numberError,
  ...field
}: PhoneFieldProps) {
  const ids = useFieldIds(field.id);
  const errors = [countryError, numberError].filter((message): message is string => Boolean(message));
  const describedBy = getFieldDescribedBy(ids, { hint: field.hint, error: errors });
  // Each part is invalid by its own error, yet both point at every message shown under the legend.
  const getPartProps = (error: string | undefined) => ({
    ...getFieldControlProps(ids, { ...field, error }),
    'aria-describedby': describedBy,
  });
  const options = useMemo(
    () => countries.map((country) => ({ label: `${country.name} (+${country.dialCode})`, value: country.dialCode })),
    [countries],
  );
  return (
    <FieldFrame ids={ids} {...field} error={errors} as="fieldset" className="cc-phone-field">
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
          aria-label={countryLabel}
          {...getPartProps(countryError)}
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
          aria-label={numberLabel}
          {...getPartProps(numberError)}
        />
      </div>
    </FieldFrame>
  );
}
