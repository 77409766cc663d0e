import { type FieldError, type PhoneLabel, REMOVED_PHONE_NUMBER } from '@carecall/api-client';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { patientPhones } from '../db/schema/index.ts';
import { createValidationError } from './createValidationError.ts';
import { splitPatientPhoneNumber } from './splitPatientPhoneNumber.ts';

/** A phone as create and update send it, after the contract's schema. */
export interface PhoneInput {
  id?: number | undefined;
  phone_number: string;
  label: PhoneLabel;
  is_default: boolean;
}

/**
 * Applies the phones of a create or update body to a client: a phone without id is added, one with an id is changed,
 * and the text `null` as number removes that phone; phones the body does not mention stay. An id that is
 * not one of this client's phones is a field error, so no request can touch another client's phone. When a phone
 * becomes the default, the others stop being it. Returns how many phones were added, changed and removed.
 */
export async function savePatientPhones(
  db: Db,
  patientId: number,
  phones: readonly PhoneInput[],
): Promise<{ added: number; changed: number; removed: number }> {
  const counts = { added: 0, changed: 0, removed: 0 };
  if (phones.length === 0) return counts;
  const ids = phones.flatMap((phone) => (phone.id === undefined ? [] : [phone.id]));
  const owned =
    ids.length === 0
      ? []
      : await db
          .select({ id: patientPhones.id })
          .from(patientPhones)
          .where(and(eq(patientPhones.patientId, patientId), inArray(patientPhones.id, ids)));
  const ownedIds = new Set(owned.map((row) => row.id));
  const problems: FieldError[] = [];
  phones.forEach((phone, index) => {
    if (phone.id !== undefined && !ownedIds.has(phone.id))
      problems.push({ path: `patientPhones.${index}.id`, message: 'Unknown phone of this client' });
  });
  if (problems.length > 0) throw createValidationError(problems);

  let defaultId: number | null = null;
  for (const phone of phones) {
    if (phone.phone_number === REMOVED_PHONE_NUMBER) {
      if (phone.id === undefined) continue;
      await db.delete(patientPhones).where(eq(patientPhones.id, phone.id));
      counts.removed += 1;
      continue;
    }
    const { countryCode, number } = splitPatientPhoneNumber(phone.phone_number);
    const values = { countryCode, number, label: phone.label, isDefault: phone.is_default };
    let id: number;
    if (phone.id === undefined) {
      const [row] = await db
        .insert(patientPhones)
        .values({ patientId, ...values })
        .returning({ id: patientPhones.id });
      if (!row) throw new Error('inserting a phone returned no row');
      id = row.id;
      counts.added += 1;
    } else {
      await db.update(patientPhones).set(values).where(eq(patientPhones.id, phone.id));
      id = phone.id;
      counts.changed += 1;
    }
    if (phone.is_default) defaultId = id;
  }
  if (defaultId !== null)
    await db
      .update(patientPhones)
      .set({ isDefault: false })
      .where(and(eq(patientPhones.patientId, patientId), ne(patientPhones.id, defaultId)));
  return counts;
}
