import type { CallLean, CallListItem } from '@carecall/api-client';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { calls, users } from '../src/db/schema/index.ts';
import type { TestApp, TestSession } from './harness.ts';

/** A stored call row, as a test writes it. */
export type CallInsert = typeof calls.$inferInsert;

/**
 * Writes calls straight into the table (there is no endpoint that places calls yet), each answered and completed
 * unless `overrides` says otherwise; answers their ids in the order given.
 */
export async function insertCalls(
  testApp: TestApp,
  base: { organizationId: number; patientId: number },
  overrides: Partial<CallInsert>[],
): Promise<number[]> {
  const rows = await testApp.services.db
    .insert(calls)
    .values(
      overrides.map((override) => ({
        ...base,
        source: 'voip' as const,
        product: 'lift' as const,
        patientDialStatus: 'completed',
        interviewerCallStatus: 'completed',
        recordingTime: 120,
        totalDialTime: 135,
        wasRecorded: true,
        ...override,
      })),
    )
    .returning({ id: calls.id });
  return rows.map((row) => row.id);
}

/** The id of a demo user, for calls an operator placed. */
export async function findUserId(testApp: TestApp, email: string): Promise<number> {
  const [row] = await testApp.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** Reads a client's call list (full, or `lean`) and expects a 200. */
export async function listCalls<Lean extends boolean = false>(
  session: TestSession,
  organizationId: number,
  patientId: number,
  { query = '', lean }: { query?: string; lean?: Lean } = {},
): Promise<Lean extends true ? CallLean[] : CallListItem[]> {
  const path = `/api/user/patient/${patientId}/call/calls${lean ? '/lean' : ''}${query}`;
  const response = await session.inject({ method: 'GET', url: path, organizationId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ calls: Lean extends true ? CallLean[] : CallListItem[] }>().calls;
}
