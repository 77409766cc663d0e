import { randomUUID } from 'node:crypto';
import type { SettingsInput } from '@carecall/api-client';
import { inArray } from 'drizzle-orm';
import type { Database, Db } from '../db/openDatabase.ts';
import { organizationSettings, organizations, seedRuns, userOrganizations, users } from '../db/schema/index.ts';
import { hashPassword } from '../identity/passwordHash.ts';
import {
  seedScheduleCallers,
  seedSchedulerQuestionnaires,
  seedSchedulerShifts,
} from '../scheduler/seedSchedulerDemo.ts';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATIONS, DEMO_PASSWORD } from './demoAccounts.ts';
import { seedDemoCallContents } from './seedDemoCallContents.ts';
import { seedDemoCalls } from './seedDemoCalls.ts';
import { seedDemoClients } from './seedDemoClients.ts';
import { seedDemoQuestionnaires } from './seedDemoQuestionnaires.ts';
import { seedQuestionnaireCatalogue } from './seedQuestionnaireCatalogue.ts';

/** One named piece of demo data; it runs once per database, inside a transaction. */
export interface SeedStep {
  name: string;
  run(db: Db): Promise<void>;
}

/** Demo organizations show every feature, where a new organization starts with the contract's plain defaults. */
const DEMO_SETTINGS: SettingsInput = {
  'AutomaticCalls.enabled': true,
  'AutomaticCalls.AddQuestionnaire': true,
  enabledDetailsTabs: ['Details', 'PersonalDetails', 'MedicalInfo', 'HealthProfile', 'DailyFunction', 'Tags'],
  'userLogOut.enabled': true,
  'userLogOut.timeInMin': 30,
  'patientHomePage.enabled': true,
  'callsPage.enabled': true,
  'patientDetails.enabled': true,
  'call.transcriptionEnabled': true,
  'call.rerunAnalytics': true,
  'call.helperComponents': ['callNotes', 'questionnaire'],
  'transcription.editing': true,
  'callsAnalysis.thresholds.alert': 0.95,
  'clientSearch.enabled': true,
  'clientAssociation.enabled': true,
};

async function seedOrganizationsAndUsers(db: Db): Promise<void> {
  const ids = new Map<string, number>();
  for (const organization of DEMO_ORGANIZATIONS) {
    const parentId = organization.parent ? ids.get(organization.parent) : undefined;
    const [row] = await db
      .insert(organizations)
      .values({ name: organization.name, parentId: parentId ?? null })
      .returning({ id: organizations.id });
    if (!row) throw new Error(`could not create organization ${organization.name}`);
    ids.set(organization.name, row.id);
    await db
      .insert(organizationSettings)
      .values({ organizationId: row.id, settings: { ...DEMO_SETTINGS, ...organization.settings } });
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    const memberOf = account.organizations.map((name) => {
      const id = ids.get(name);
      if (id === undefined) throw new Error(`demo account ${account.email} names unknown organization ${name}`);
      return id;
    });
    const [row] = await db
      .insert(users)
      .values({
        email: account.email,
        subject: randomUUID(),
        firstName: account.firstName,
        lastName: account.lastName,
        passwordHash,
        role: account.role,
        isLiftOperator: account.isLiftOperator,
        phoneCountryCode: account.phone?.countryCode ?? null,
        phoneNumber: account.phone?.number ?? null,
        phoneVerifiedAt: account.phone ? new Date() : null,
        defaultOrganizationId: memberOf[0] ?? null,
      })
      .returning({ id: users.id });
    if (!row) throw new Error(`could not create user ${account.email}`);
    await db.insert(userOrganizations).values(memberOf.map((organizationId) => ({ userId: row.id, organizationId })));
  }
}

/**
 * The demo seed steps, in order. Later data (clients, calls, questionnaires) is added as further steps, which then
 * also run once on databases seeded by an older release.
 */
export const DEMO_SEED_STEPS: readonly SeedStep[] = [
  { name: 'organizations-and-users', run: seedOrganizationsAndUsers },
  { name: 'clients', run: (db) => seedDemoClients(db) },
  { name: 'questionnaire-catalogue', run: seedQuestionnaireCatalogue },
  { name: 'questionnaires', run: seedDemoQuestionnaires },
  { name: 'calls', run: seedDemoCalls },
  { name: 'call-contents', run: seedDemoCallContents },
  { name: 'scheduler-shifts', run: seedSchedulerShifts },
  { name: 'schedule-callers', run: seedScheduleCallers },
  { name: 'scheduler-questionnaires', run: seedSchedulerQuestionnaires },
];

const SEED_LOCK_KEY = 4_841_820;

/**
 * Runs the demo seed steps that have not run on this database yet; returns the names of those it ran. `onStep` is
 * told of each step before it runs, with its place among those to run.
 */
export async function seedDemoData(
  database: Database,
  steps: readonly SeedStep[] = DEMO_SEED_STEPS,
  onStep: (name: string, index: number, total: number) => void = () => {},
): Promise<string[]> {
  return database.withLock(SEED_LOCK_KEY, async (db) => {
    const done = await db
      .select({ name: seedRuns.name })
      .from(seedRuns)
      .where(
        inArray(
          seedRuns.name,
          steps.map((step) => step.name),
        ),
      );
    const doneNames = new Set(done.map((row) => row.name));
    const ran: string[] = [];
    const toRun = steps.filter((step) => !doneNames.has(step.name));
    for (const [index, step] of toRun.entries()) {
      onStep(step.name, index, toRun.length);
      await db.transaction(async (tx) => {
        await step.run(tx as unknown as Db);
        await tx.insert(seedRuns).values({ name: step.name });
      });
      ran.push(step.name);
    }
    return ran;
  });
}
