import { InputText } from 'primereact/inputtext';
import type { HTMLInputAutoCompleteAttribute } from 'react';
import { FieldFrame } from './FieldFrame.tsx';
import { getFieldDescribedBy, useFieldIds } from './useFieldIds.ts';

/** Props of {@link TextField}. */
export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The specification validates names and e-mail on blur. */
  onBlur?: () => void;
  id?: string;
  name?: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'url';
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  error?: string;
  hint?: string;
  placeholder?: string;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'search' | 'url';
  maxLength?: number;
  autoFocus?: boolean;
}

/** A labelled single-line input whose error message screen readers hear with the field. */
export function TextField({
  label,
  value,
  onChange,
  onBlur,
  id,
  name,
  type = 'text',
  required = false,
  disabled = false,
  readOnly = false,
  error,
  hint,
  placeholder,
  autoComplete,
  inputMode,
  maxLength,
  autoFocus,
}: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} required={required} disabled={disabled} hint={hint} error={error}>
      <InputText
        id={ids.inputId}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        disabled={disabled}
        readOnly={readOnly}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        autoFocus={autoFocus}
        invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={getFieldDescribedBy(ids, { hint, error })}
      />
    </FieldFrame>
  );
}
