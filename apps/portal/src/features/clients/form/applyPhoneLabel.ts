import type { EditorPhoneLabel, PhoneFormValue } from './clientFormValues.ts';

const COUNTERPART: Record<EditorPhoneLabel, EditorPhoneLabel> = { home: 'mobile', mobile: 'home' };

/**
 * Sets a phone's label with the counterpart rule: choosing home or mobile on a filled phone adds an empty
 * row with the counterpart label when no visible phone has it yet, so both kinds are offered; choosing it on an empty
 * phone blanks the label of other empty rows holding the counterpart, so no empty row is left pretending to be one.
 */
export function applyPhoneLabel(phones: readonly PhoneFormValue[], index: number, label: EditorPhoneLabel) {
  const counterpart = COUNTERPART[label];
  const target = phones[index];
  if (!target) return [...phones];
  const filled = target.phone_number.trim() !== '';
  const next = phones.map((phone, at) => {
    if (at === index) return { ...phone, label };
    if (!filled && !phone.removed && phone.label === counterpart && phone.phone_number.trim() === '')
      return { ...phone, label: '' as const };
    return phone;
  });
  if (filled && !next.some((phone, at) => at !== index && !phone.removed && phone.label === counterpart))
    next.push({ country_code: target.country_code, phone_number: '', label: counterpart, removed: false });
  return next;
}

/** Removes a phone: a stored one stays hidden and is sent as the text 'null'; a new one simply goes. */
export function removePhone(phones: readonly PhoneFormValue[], index: number): PhoneFormValue[] {
  return phones.flatMap((phone, at) => {
    if (at !== index) return [phone];
    return phone.id === undefined ? [] : [{ ...phone, removed: true }];
  });
}
