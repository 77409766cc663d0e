/** A birth date as the form takes it: `MM-DD-YYYY`. */
const FORM_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;
/** A birth date as the server stores it: `YYYY-MM-DD`. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * Turns the form's `MM-DD-YYYY` into the `YYYY-MM-DD` the server stores, or null when the text is not in
 * that shape, so the payload never carries a half-typed date.
 */
export function convertFormDateToIso(text: string): string | null {
  const match = FORM_DATE.exec(text.trim());
  if (!match) return null;
  const [, month, day, year] = match;
  return `${year}-${month}-${day}`;
}

/** Turns a stored `YYYY-MM-DD` (a time part is ignored) into the form's `MM-DD-YYYY`; empty when unset or unreadable. */
export function convertIsoDateToForm(iso: string | null | undefined): string {
  const match = ISO_DATE.exec(iso ?? '');
  if (!match) return '';
  const [, year, month, day] = match;
  return `${month}-${day}-${year}`;
}
