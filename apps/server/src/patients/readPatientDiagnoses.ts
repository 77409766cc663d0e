import type { DiagnosisLink } from '@carecall/api-client';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { diagnoses, patientDiagnoses } from '../db/schema/index.ts';

/** A client's diagnosis links as the health profile shows them: active ones by their order, then inactive ones. */
export async function readPatientDiagnoses(db: Db, patientId: number): Promise<DiagnosisLink[]> {
  const rows = await db
    .select({
      diagnosisId: patientDiagnoses.diagnosisId,
      order: patientDiagnoses.order,
      active: patientDiagnoses.active,
      createdAt: patientDiagnoses.createdAt,
      code: diagnoses.code,
      name: diagnoses.name,
    })
    .from(patientDiagnoses)
    .innerJoin(diagnoses, eq(diagnoses.id, patientDiagnoses.diagnosisId))
    .where(eq(patientDiagnoses.patientId, patientId))
    .orderBy(
      desc(patientDiagnoses.active),
      sql`${patientDiagnoses.order} asc nulls last`,
      asc(patientDiagnoses.createdAt),
      asc(patientDiagnoses.diagnosisId),
    );
  return rows.map((row) => ({
    patient_id: patientId,
    entity_id: row.diagnosisId,
    entity_type: 'diagnosis' as const,
    order: row.order,
    active: row.active === 1 ? 1 : 0,
    date_created: row.createdAt.toISOString(),
    code: row.code,
    diagnosis: row.name,
  }));
}
