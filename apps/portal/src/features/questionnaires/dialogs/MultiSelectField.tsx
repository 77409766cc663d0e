import { FieldFrame, getFieldDescribedBy, type SelectOption, useFieldIds } from '@carecall/ui';
import { MultiSelect } from 'primereact/multiselect';

/** Props of {@link MultiSelectField}. */
export interface MultiSelectFieldProps<T extends string | number> {
  label: string;
  options: readonly SelectOption<T>[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  id?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string | readonly string[];
  hint?: string;
  /** Shown when there is nothing to pick. */
  emptyMessage?: string;
  filterPlaceholder?: string;
}

/** A labelled PrimeReact multi-select (tags, hints, complete vertices) with the fields' error wiring. */
export function MultiSelectField<T extends string | number>({
  label,
  options,
  value,
  onChange,
  id,
  placeholder,
  required = false,
  disabled = false,
  error,
  hint,
  emptyMessage,
  filterPlaceholder,
}: MultiSelectFieldProps<T>) {
  const ids = useFieldIds(id);
  const errors = typeof error === 'string' ? [error] : (error ?? []);
  return (
    <FieldFrame ids={ids} label={label} required={required} disabled={disabled} hint={hint} error={error}>
      <MultiSelect
        inputId={ids.inputId}
        value={[...value]}
        options={[...options]}
        optionLabel="label"
        optionValue="value"
        optionDisabled="disabled"
        display="chip"
        onChange={(event) => {
          const allowed = new Set(options.map((option) => option.value));
          onChange((event.value as T[]).filter((chosen) => allowed.has(chosen)));
        }}
        placeholder={placeholder}
        disabled={disabled}
        filter={filterPlaceholder !== undefined}
        filterPlaceholder={filterPlaceholder}
        emptyMessage={emptyMessage}
        emptyFilterMessage={emptyMessage}
        showSelectAll={false}
        invalid={errors.length > 0}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-describedby={getFieldDescribedBy(ids, { hint, error: errors.join(' ') || undefined })}
      />
    </FieldFrame>
  );
}
