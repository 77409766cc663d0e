import { InputSwitch } from 'primereact/inputswitch';
import { FieldFrame } from './FieldFrame.tsx';
import { type FieldBaseProps, getFieldControlProps, useFieldIds } from './useFieldIds.ts';

/** Props of {@link SwitchField}. */
export interface SwitchFieldProps extends FieldBaseProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off switch for settings that take effect as flags (e.g. emergency contact, call-centre agent). */
export function SwitchField({ checked, onChange, ...field }: SwitchFieldProps) {
  const ids = useFieldIds(field.id);
  return (
    <FieldFrame ids={ids} {...field} layout="inline">
      <InputSwitch
        inputId={ids.inputId}
        checked={checked}
        onChange={(event) => onChange(event.value === true)}
        {...getFieldControlProps(ids, field)}
      />
    </FieldFrame>
  );
}
