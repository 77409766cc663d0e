import { Dropdown } from 'primereact/dropdown';
import { FieldFrame } from './FieldFrame.tsx';
import { getFieldDescribedBy, useFieldIds } from './useFieldIds.ts';

/** One choice of a {@link SelectField}. */
export interface SelectOption<T extends string | number> {
  label: string;
  value: T;
  disabled?: boolean;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps<T extends string | number> {
  label: string;
  options: readonly SelectOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  onBlur?: () => void;
  id?: string;
  name?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  hint?: string;
  /** Adds a search box to the list; its placeholder is the given text. */
  filterPlaceholder?: string;
  /** Shown when there are no options or the search matches nothing. */
  emptyMessage?: string;
}

/** A labelled PrimeReact dropdown with the same required marker and error wiring as every other field. */
export function SelectField<T extends string | number>({
  label,
  options,
  value,
  onChange,
  onBlur,
  id,
  name,
  placeholder,
  required = false,
  disabled = false,
  error,
  hint,
  filterPlaceholder,
  emptyMessage,
}: SelectFieldProps<T>) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} required={required} disabled={disabled} hint={hint} error={error}>
      <Dropdown
        inputId={ids.inputId}
        name={name}
        value={value}
        options={[...options]}
        optionLabel="label"
        optionValue="value"
        optionDisabled="disabled"
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.value);
          if (chosen) onChange(chosen.value);
        }}
        onBlur={onBlur}
        placeholder={placeholder}
        disabled={disabled}
        filter={filterPlaceholder !== undefined}
        filterPlaceholder={filterPlaceholder}
        emptyMessage={emptyMessage}
        emptyFilterMessage={emptyMessage}
        invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={getFieldDescribedBy(ids, { hint, error })}
      />
    </FieldFrame>
  );
}
