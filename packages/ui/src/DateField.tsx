import { InputText } from 'primereact/inputtext';
import { type ChangeEvent, useLayoutEffect, useRef } from 'react';
import { FieldFrame } from './FieldFrame.tsx';
import { type FieldBaseProps, getFieldControlProps, useFieldIds } from './useFieldIds.ts';

/** Props of {@link DateField}. */
export interface DateFieldProps extends FieldBaseProps {
  /** The text as typed, `MM-DD-YYYY` once complete. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The format shown in the empty field, e.g. `MM-DD-YYYY`. */
  placeholder?: string;
  autoComplete?: string;
}

/** Keeps up to eight digits and places the dashes of MM-DD-YYYY as they become due. */
function formatDateDigits(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== '').join('-');
}

/** Position in `formatted` just after its `count`-th digit. */
function positionAfterDigits(formatted: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted.charAt(index))) seen += 1;
    if (seen === count) return index + 1;
  }
  return formatted.length;
}

/**
 * A text date in the specification's MM-DD-YYYY form with the dashes typed for the user. It never clears or
 * rejects what was typed, so the portal's validation can say "Invalid date" instead of the value vanishing.
 */
export function DateField({ value, onChange, onBlur, placeholder, autoComplete = 'off', ...field }: DateFieldProps) {
  const ids = useFieldIds(field.id);
  const inputRef = useRef<HTMLInputElement>(null);
  const caretDigits = useRef<number | null>(null);

  // Reformatting moves the caret to the end; put it back after the same digit the user was at.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caretDigits.current === null || !input || document.activeElement !== input) return;
    const position = positionAfterDigits(value, caretDigits.current);
    caretDigits.current = null;
    input.setSelectionRange(position, position);
  }, [value]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const caret = event.target.selectionStart ?? raw.length;
    caretDigits.current = raw.slice(0, caret).replace(/\D/g, '').length;
    onChange(formatDateDigits(raw));
  };

  return (
    <FieldFrame ids={ids} {...field} className="cc-date-field">
      <InputText
        ref={inputRef}
        id={ids.inputId}
        value={value}
        onChange={handleChange}
        onBlur={onBlur}
        inputMode="numeric"
        autoComplete={autoComplete}
        maxLength={10}
        placeholder={placeholder}
        {...getFieldControlProps(ids, field)}
      />
    </FieldFrame>
  );
}
