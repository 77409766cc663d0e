import { InputText } from 'primereact/inputtext';
import { FieldFrame } from './FieldFrame.tsx';
import { getFieldDescribedBy, useFieldIds } from './useFieldIds.ts';

/** Props of {@link CodeField}. */
export interface CodeFieldProps {
  label: string;
  /** The digits typed so far. */
  value: string;
  onChange: (value: string) => void;
  /** Called once the last digit arrives, e.g. to verify without a click. */
  onComplete?: (code: string) => void;
  onBlur?: () => void;
  /** Number of digits; the specification's codes have 6. */
  length?: number;
  id?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  hint?: string;
  autoFocus?: boolean;
}

/**
 * A one-time code entry. One input rather than one box per digit, so the browser's SMS autofill
 * (`autocomplete="one-time-code"`), paste and screen readers all see a single field.
 */
export function CodeField({
  label,
  value,
  onChange,
  onComplete,
  onBlur,
  length = 6,
  id,
  name,
  required = false,
  disabled = false,
  error,
  hint,
  autoFocus,
}: CodeFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      required={required}
      disabled={disabled}
      hint={hint}
      error={error}
      className="cc-code-field"
    >
      <InputText
        id={ids.inputId}
        name={name}
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
        disabled={disabled}
        autoFocus={autoFocus}
        invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={getFieldDescribedBy(ids, { hint, error })}
      />
    </FieldFrame>
  );
}
