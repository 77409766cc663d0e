import { InputMask, type InputMaskChangeEvent } from 'primereact/inputmask';
import { FieldFrame } from './FieldFrame.tsx';
import { type FieldBaseProps, getFieldControlProps, useFieldIds } from './useFieldIds.ts';

/** Props of {@link DateField}. */
export interface DateFieldProps extends FieldBaseProps {
  /** The digits typed so far with their dashes (`12-3`), `MM-DD-YYYY` once complete. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The format shown in the empty field and in the slots not typed yet, e.g. `MM-DD-YYYY`. */
  placeholder?: string;
  autoComplete?: string;
}

/** The mask of MM-DD-YYYY: eight digits, the dashes typed for the user. */
const DATE_MASK = '99-99-9999';

/** The digits typed so far with the dashes already due: what the field reports, free of the mask's slot characters. */
function toTypedDate(masked: string): string {
  const digits = Array.from(masked.slice(0, DATE_MASK.length))
    .filter((character, index) => DATE_MASK.charAt(index) === '9' && character >= '0' && character <= '9')
    .join('');
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== '').join('-');
}

/**
 * A text date in the specification's MM-DD-YYYY form: PrimeReact's InputMask, with the dashes typed for the user and
 * the format shown in the slots still to type. An incomplete date is kept (`autoClear` off), so the portal's
 * validation says "Invalid date" instead of the typed digits vanishing on blur, and unsaved work survives.
 */
export function DateField({ value, onChange, onBlur, placeholder, autoComplete = 'off', ...field }: DateFieldProps) {
  const ids = useFieldIds(field.id);
  return (
    <FieldFrame ids={ids} {...field} className="cc-date-field">
      <InputMask
        id={ids.inputId}
        mask={DATE_MASK}
        slotChar={placeholder && placeholder.length === DATE_MASK.length ? placeholder : '_'}
        autoClear={false}
        value={value}
        onChange={(event: InputMaskChangeEvent) => onChange(toTypedDate(event.value ?? ''))}
        onBlur={onBlur}
        inputMode="numeric"
        autoComplete={autoComplete}
        placeholder={placeholder}
        {...getFieldControlProps(ids, field)}
      />
    </FieldFrame>
  );
}
