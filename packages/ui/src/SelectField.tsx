import { Dropdown } from 'primereact/dropdown';
import { FieldFrame } from './FieldFrame.tsx';
import { type FieldBaseProps, getFieldControlProps, useFieldIds } from './useFieldIds.ts';

/** One choice of a {@link SelectField}. */
export interface SelectOption<T extends string | number> {
  label: string;
  value: T;
  disabled?: boolean;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps<T extends string | number> extends FieldBaseProps {
  options: readonly SelectOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** Adds a search box to the list; its placeholder is the given text. */
  filterPlaceholder?: string;
  /** Shown when there are no options or the search matches nothing. */
  emptyMessage?: string;
}

/**
 * A labelled PrimeReact dropdown with the same required marker and error wiring as every other field; only its
 * combobox is exposed to assistive technology.
 */
export function SelectField<T extends string | number>({
  options,
  value,
  onChange,
  onBlur,
  placeholder,
  filterPlaceholder,
  emptyMessage,
  ...field
}: SelectFieldProps<T>) {
  const ids = useFieldIds(field.id);
  return (
    <FieldFrame ids={ids} {...field}>
      <Dropdown
        inputId={ids.inputId}
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
        filter={filterPlaceholder !== undefined}
        filterPlaceholder={filterPlaceholder}
        emptyMessage={emptyMessage}
        emptyFilterMessage={emptyMessage}
        // PrimeReact keeps a native select beside its combobox for forms; the combobox is the labelled control, so
        // the select is hidden from assistive technology rather than read out a second time without a name.
        pt={{ select: { 'aria-hidden': true } }}
        {...getFieldControlProps(ids, field)}
      />
    </FieldFrame>
  );
}
