import { InputText } from 'primereact/inputtext';
import type { HTMLInputAutoCompleteAttribute } from 'react';
import { FieldFrame } from './FieldFrame.tsx';
import { type FieldBaseProps, getFieldControlProps, useFieldIds } from './useFieldIds.ts';

/** Props of {@link TextField}. */
export interface TextFieldProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  /** The specification validates names and e-mail on blur. */
  onBlur?: () => void;
  type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'url';
  readOnly?: boolean;
  placeholder?: string;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'search' | 'url';
  maxLength?: number;
  autoFocus?: boolean;
}

/** A labelled single-line input whose error message screen readers hear with the field. */
export function TextField({
  value,
  onChange,
  onBlur,
  type = 'text',
  readOnly = false,
  placeholder,
  autoComplete,
  inputMode,
  maxLength,
  autoFocus,
  ...field
}: TextFieldProps) {
  const ids = useFieldIds(field.id);
  return (
    <FieldFrame ids={ids} {...field}>
      <InputText
        id={ids.inputId}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        readOnly={readOnly}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        autoFocus={autoFocus}
        {...getFieldControlProps(ids, field)}
      />
    </FieldFrame>
  );
}
