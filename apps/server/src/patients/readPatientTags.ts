import type { PatientTags } from '@carecall/api-client';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { patientTags } from '../db/schema/index.ts';

/** A client's tags keyed by name, as `patientTags` carries them in the client record and the tag answers. */
export async function readPatientTags(db: Db, patientId: number): Promise<PatientTags> {
  const rows = await db
    .select({ name: patientTags.name, params: patientTags.params, description: patientTags.description })
    .from(patientTags)
    .where(eq(patientTags.patientId, patientId))
    .orderBy(asc(patientTags.name));
  const tags: PatientTags = {};
  for (const row of rows) tags[row.name] = { params: row.params, description: row.description };
  return tags;
}
