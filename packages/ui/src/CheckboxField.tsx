import { Checkbox } from 'primereact/checkbox';
import { FieldFrame } from './FieldFrame.tsx';
import { type FieldBaseProps, getFieldControlProps, useFieldIds } from './useFieldIds.ts';

/** Props of {@link CheckboxField}. */
export interface CheckboxFieldProps extends FieldBaseProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox with its label beside it (e.g. "remember this device"), clickable on the label too. */
export function CheckboxField({ checked, onChange, ...field }: CheckboxFieldProps) {
  const ids = useFieldIds(field.id);
  return (
    <FieldFrame ids={ids} {...field} layout="inline">
      <Checkbox
        inputId={ids.inputId}
        checked={checked}
        onChange={(event) => onChange(event.checked === true)}
        {...getFieldControlProps(ids, field)}
      />
    </FieldFrame>
  );
}
