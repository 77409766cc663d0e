import type { ClientFormValues } from './clientFormValues.ts';

/** A field of the form, as the merge compares them: phones and the schedule each count as one. */
type ClientFormField = keyof ClientFormValues;

function isSameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The form to save on top of someone else's change: every field the user changed since `base` (what was stored when
 * the user's edits began) keeps the user's value, every other field takes the stored one (`theirs`), so saving it
 * overwrites only what the user typed. Phones and the schedule are merged as a whole each: a list edited on both sides
 * cannot be combined row by row without guessing.
 */
export function mergeClientFormValues(
  base: ClientFormValues,
  mine: ClientFormValues,
  theirs: ClientFormValues,
): ClientFormValues {
  const merged: Record<string, unknown> = { ...theirs };
  for (const field of Object.keys(mine) as ClientFormField[]) {
    if (!isSameValue(mine[field], base[field])) merged[field] = mine[field];
  }
  return merged as unknown as ClientFormValues;
}

/**
 * The fields both people changed since `base`, to different values: what saving the user's changes replaces of the
 * other person's. Fields only one side changed are merged without loss.
 */
export function listOverwrittenFields(
  base: ClientFormValues,
  mine: ClientFormValues,
  theirs: ClientFormValues,
): ClientFormField[] {
  return (Object.keys(mine) as ClientFormField[]).filter(
    (field) =>
      !isSameValue(mine[field], base[field]) &&
      !isSameValue(theirs[field], base[field]) &&
      !isSameValue(mine[field], theirs[field]),
  );
}
