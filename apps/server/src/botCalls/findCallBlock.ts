import { CONSENT_TAG_NAME } from '@carecall/api-client';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { patients, patientTags } from '../db/schema/index.ts';
import { formatDateInTimeZone } from '../patients/formatDateInTimeZone.ts';

/** Why a client may not be called by the bot now. */
export type CallBlock = 'client-not-found' | 'consent-declined' | 'active-period-ended' | 'active-period-not-started';

/** A client's facts the call rules read. */
export interface CallRuleFacts {
  consent: string | null;
  startDate: string | null;
  endDate: string | null;
}

/**
 * The rule for automated calls: a client who declined consent (and is therefore inactive) is not called, nor one
 * outside their active period (`start_date` to `end_date`, both days included, as dates in `timeZone`).
 */
export function judgeCallRules(facts: CallRuleFacts, at: Date, timeZone: string): CallBlock | null {
  if (facts.consent === 'declined') return 'consent-declined';
  const day = formatDateInTimeZone(at, timeZone);
  if (facts.endDate !== null && day > facts.endDate) return 'active-period-ended';
  if (facts.startDate !== null && day < facts.startDate) return 'active-period-not-started';
  return null;
}

/** Reads a client's consent and active period. */
export async function readCallRuleFacts(db: Db, patientId: number): Promise<CallRuleFacts | null> {
  const [row] = await db
    .select({ startDate: patients.startDate, endDate: patients.endDate, consent: patientTags.params })
    .from(patients)
    .leftJoin(patientTags, and(eq(patientTags.patientId, patients.id), eq(patientTags.name, CONSENT_TAG_NAME)))
    .where(eq(patients.id, patientId));
  if (!row) return null;
  return { consent: row.consent ?? null, startDate: row.startDate, endDate: row.endDate };
}

/** Why the client may not be called at `at` (dates judged in `timeZone`), or null when they may. */
export async function findCallBlock(db: Db, patientId: number, at: Date, timeZone = 'UTC'): Promise<CallBlock | null> {
  const facts = await readCallRuleFacts(db, patientId);
  if (!facts) return 'client-not-found';
  return judgeCallRules(facts, at, timeZone);
}
