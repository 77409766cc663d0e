import { useId } from 'react';

/** The ids that tie a field's label, hint and error message to its control. */
export interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
}

/**
 * Gives every field stable ids (the caller's `id` when it passes one), so labels and messages can point at the
 * control without the portal inventing ids.
 */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const inputId = id ?? `cc-field${generated.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
  return { inputId, hintId: `${inputId}-hint`, errorId: `${inputId}-error` };
}

/** Builds the control's `aria-describedby` from whichever of hint and error are showing. */
export function getFieldDescribedBy(
  ids: FieldIds,
  shown: { hint?: string; error?: string | readonly string[] },
): string | undefined {
  const hasError = typeof shown.error === 'string' ? shown.error !== '' : (shown.error?.some(Boolean) ?? false);
  const describedBy = [hasError ? ids.errorId : null, shown.hint ? ids.hintId : null].filter(Boolean).join(' ');
  return describedBy === '' ? undefined : describedBy;
}

/** What every field takes besides its value, declared once so each field's props state only what is its own. */
export interface FieldBaseProps {
  label: string;
  id?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  hint?: string;
}

/** The attributes that tie a PrimeReact control to its field's name, state, hint and error. */
export interface FieldControlProps {
  name: string | undefined;
  disabled: boolean;
  invalid: boolean;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * Gives a field's control the same invalid, required and described-by wiring as every other field, so a screen
 * reader announces them all alike.
 */
export function getFieldControlProps(ids: FieldIds, field: Omit<FieldBaseProps, 'label'>): FieldControlProps {
  return {
    name: field.name,
    disabled: field.disabled ?? false,
    invalid: Boolean(field.error),
    'aria-invalid': field.error ? true : undefined,
    'aria-required': field.required || undefined,
    'aria-describedby': getFieldDescribedBy(ids, field),
  };
}
