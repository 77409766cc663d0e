import { Checkbox } from 'primereact/checkbox';
import { FieldFrame } from './FieldFrame.tsx';
import { getFieldDescribedBy, useFieldIds } from './useFieldIds.ts';

/** Props of {@link CheckboxField}. */
export interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  id?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  hint?: string;
}

/** A checkbox with its label beside it (e.g. "remember this device"), clickable on the label too. */
export function CheckboxField({
  label,
  checked,
  onChange,
  id,
  name,
  required = false,
  disabled = false,
  error,
  hint,
}: CheckboxFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      required={required}
      disabled={disabled}
      hint={hint}
      error={error}
      layout="inline"
    >
      <Checkbox
        inputId={ids.inputId}
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.checked === true)}
        disabled={disabled}
        invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={getFieldDescribedBy(ids, { hint, error })}
      />
    </FieldFrame>
  );
}
