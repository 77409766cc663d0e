import { isSuperAdminRole } from '@carecall/api-client';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { calls, organizations, patientPhones, patients, userOrganizations, users } from '../db/schema/index.ts';
import { joinPatientPhoneNumber } from '../patients/splitPatientPhoneNumber.ts';
import { buildDemoCalls, type DemoCallClient } from './buildDemoCalls.ts';
import { DEMO_ORGANIZATIONS } from './demoAccounts.ts';

/**
 * The demo seed step for calls: gives every demo client that has a latest call a call history ending at that call
 * (`buildDemoCalls`), dialled to its default phone and, for operator calls, placed by a member of its organization.
 * It reads the clients the clients step wrote, so it also runs on a database seeded before calls existed.
 */
export async function seedDemoCalls(db: Db): Promise<void> {
  const organizationRows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      inArray(
        organizations.name,
        DEMO_ORGANIZATIONS.map((organization) => organization.name),
      ),
    );
  const organizationIds = organizationRows.map((row) => row.id);
  if (organizationIds.length === 0) return;
  const clientRows = await db
    .select({
      id: patients.id,
      organizationId: patients.organizationId,
      lastCallStartedAt: patients.lastCallStartedAt,
      isCallTranscriptionOn: patients.isCallTranscriptionOn,
    })
    .from(patients)
    .where(inArray(patients.organizationId, organizationIds))
    .orderBy(asc(patients.id));
  const phoneRows = await db
    .select()
    .from(patientPhones)
    .where(
      inArray(
        patientPhones.patientId,
        clientRows.map((row) => row.id),
      ),
    )
    .orderBy(desc(patientPhones.isDefault), asc(patientPhones.id));
  const phones = new Map<number, string>();
  for (const phone of phoneRows)
    if (!phones.has(phone.patientId)) phones.set(phone.patientId, joinPatientPhoneNumber(phone));
  // Operator calls are placed by operators and admins, not by the super admin who oversees both organizations.
  const memberRows = await db
    .select({ userId: userOrganizations.userId, organizationId: userOrganizations.organizationId, role: users.role })
    .from(userOrganizations)
    .innerJoin(users, eq(users.id, userOrganizations.userId))
    .where(inArray(userOrganizations.organizationId, organizationIds))
    .orderBy(asc(userOrganizations.userId));
  const interviewers = new Map<number, number[]>();
  for (const member of memberRows) {
    if (isSuperAdminRole(member.role)) continue;
    interviewers.set(member.organizationId, [...(interviewers.get(member.organizationId) ?? []), member.userId]);
  }
  const clients: DemoCallClient[] = clientRows.map((row) => ({
    patientId: row.id,
    organizationId: row.organizationId,
    lastCallStartedAt: row.lastCallStartedAt,
    isCallTranscriptionOn: row.isCallTranscriptionOn,
    phone: phones.get(row.id) ?? null,
    interviewerIds: interviewers.get(row.organizationId) ?? [],
  }));
  const rows = buildDemoCalls(clients);
  for (let start = 0; start < rows.length; start += 500) await db.insert(calls).values(rows.slice(start, start + 500));
}
