import { inArray } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import {
  diagnoses,
  organizations,
  patientDiagnoses,
  patientPhones,
  patientSchedules,
  patients,
  patientTags,
} from '../db/schema/index.ts';
import { buildDemoClients } from './demoClients.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The demo seed step for clients: writes `buildDemoClients()` into Demo Care and Demo Care North with their phones,
 * schedules, consent tags and diagnoses. Times (added, last call) are relative to `now`, so a fresh demo looks
 * current; everything else is the same on every database.
 */
export async function seedDemoClients(db: Db, now: Date = new Date()): Promise<void> {
  const clients = buildDemoClients();
  const organizationRows = await db.select({ id: organizations.id, name: organizations.name }).from(organizations);
  const organizationIds = new Map(organizationRows.map((row) => [row.name, row.id]));
  const codes = [...new Set(clients.flatMap((client) => client.diagnoses.map((diagnosis) => diagnosis.code)))];
  const diagnosisRows =
    codes.length === 0
      ? []
      : await db
          .select({ id: diagnoses.id, code: diagnoses.code })
          .from(diagnoses)
          .where(inArray(diagnoses.code, codes));
  const diagnosisIds = new Map(diagnosisRows.map((row) => [row.code, row.id]));

  for (const client of clients) {
    const organizationId = organizationIds.get(client.organization);
    if (organizationId === undefined) throw new Error(`demo client names unknown organization ${client.organization}`);
    const createdAt = new Date(now.getTime() - client.createdDaysAgo * 24 * HOUR_MS);
    const [row] = await db
      .insert(patients)
      .values({
        organizationId,
        firstName: client.firstName,
        lastName: client.lastName,
        externalId: client.externalId,
        pronunciation: client.pronunciation,
        birthDate: client.birthDate,
        gender: client.gender,
        clinicName: client.clinicName,
        language: client.language,
        email: client.email,
        note: client.note,
        city: client.city,
        state: client.state,
        country: client.country,
        address: client.address,
        zipCode: client.zipCode,
        startDate: client.startDate,
        endDate: client.endDate,
        isDemo: client.isDemo,
        isCallTranscriptionOn: client.isCallTranscriptionOn,
        daysFrequency: client.daysFrequency,
        lastCallStartedAt:
          client.lastCallHoursAgo === null ? null : new Date(now.getTime() - client.lastCallHoursAgo * HOUR_MS),
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: patients.id });
    if (!row) throw new Error(`could not create demo client ${client.firstName} ${client.lastName}`);
    await db.insert(patientPhones).values(client.phones.map((phone) => ({ patientId: row.id, ...phone })));
    await db.insert(patientSchedules).values(client.schedule.map((slot) => ({ patientId: row.id, ...slot })));
    if (client.consent)
      await db.insert(patientTags).values({ patientId: row.id, ...client.consent, updatedAt: createdAt });
    let order = 0;
    for (const diagnosis of client.diagnoses) {
      const diagnosisId = diagnosisIds.get(diagnosis.code);
      if (diagnosisId === undefined) throw new Error(`demo diagnosis ${diagnosis.code} is not in the catalogue`);
      if (diagnosis.active) order += 1;
      await db.insert(patientDiagnoses).values({
        patientId: row.id,
        diagnosisId,
        active: diagnosis.active ? 1 : 0,
        order: diagnosis.active ? order : null,
        createdAt,
      });
    }
  }
}
