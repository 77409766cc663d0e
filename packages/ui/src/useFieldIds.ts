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
