import { InputSwitch } from 'primereact/inputswitch';
import { FieldFrame } from './FieldFrame.tsx';
import { getFieldDescribedBy, useFieldIds } from './useFieldIds.ts';

/** Props of {@link SwitchField}. */
export interface SwitchFieldProps {
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

/** An on/off switch for settings that take effect as flags (e.g. emergency contact, call-centre agent). */
export function SwitchField({
  label,
  checked,
  onChange,
  id,
  name,
  required = false,
  disabled = false,
  error,
  hint,
}: SwitchFieldProps) {
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
      <InputSwitch
        inputId={ids.inputId}
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.value === true)}
        disabled={disabled}
        invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={getFieldDescribedBy(ids, { hint, error })}
      />
    </FieldFrame>
  );
}
