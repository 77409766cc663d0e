import { InputText } from 'primereact/inputtext';
import { FieldFrame } from './FieldFrame.tsx';
import { type FieldBaseProps, getFieldControlProps, useFieldIds } from './useFieldIds.ts';

/** Props of {@link CodeField}. */
export interface CodeFieldProps extends FieldBaseProps {
  /** The digits typed so far. */
  value: string;
  onChange: (value: string) => void;
  /** Called once the last digit arrives, e.g. to verify without a click. */
  onComplete?: (code: string) => void;
  onBlur?: () => void;
  /** Number of digits; the specification's codes have 6. */
  length?: number;
  autoFocus?: boolean;
}

/**
 * A one-time code entry. One input rather than one box per digit, so the browser's SMS autofill
 * (`autocomplete="one-time-code"`), paste and screen readers all see a single field.
 */
export function CodeField({ value, onChange, onComplete, onBlur, length = 6, autoFocus, ...field }: CodeFieldProps) {
  const ids = useFieldIds(field.id);
  return (
    <FieldFrame ids={ids} {...field} className="cc-code-field">
      <InputText
        id={ids.inputId}
        value={value}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, length);
          if (digits === value) return;
          onChange(digits);
          if (digits.length === length) onComplete?.(digits);
        }}
        onBlur={onBlur}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        autoFocus={autoFocus}
        {...getFieldControlProps(ids, field)}
      />
    </FieldFrame>
  );
}
