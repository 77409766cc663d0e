import type { RunState } from '@carecall/graph-core/runner';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { calls } from './calls.ts';
import { organizations } from './organizations.ts';

/** A vertex the bot's run arrived at, with when (milliseconds from the start of the call's recording). */
export interface CallRunPathStep {
  questionnaireId: number;
  vertex: string;
  atMs: number;
  /** On a hot transfer's vertex: the number dialled and how the transferee's leg ended up. */
  transfer?: CallRunTransfer;
}

/** A hot transfer the bot placed: where its number came from, the leg's last status and the runner's result. */
export interface CallRunTransfer {
  phone: string;
  source: 'parameter' | 'vertex' | 'default';
  /** The transferee leg's status that decided (in-progress when answered), `timeout`, or `not-placed`. */
  status: string;
  result: 'answered' | 'not-answered';
  /** When the outcome was known, in milliseconds of the call's recording. */
  decidedAtMs: number;
}

/** An answer the bot's run recorded: the ask's (or validation's) name, the value understood and how it arrived. */
export interface CallRunAnswer {
  questionnaireId: number;
  vertex: string;
  name: string;
  value: string;
  input: 'speech' | 'keypad' | 'operator';
  atMs: number;
  /** The question the vertex asked, as spoken; null where it asked none (absent in runs stored before it was kept). */
  question?: string | null;
  /** What was heard: the recognised speech, the keys pressed or the operator's choice (empty for none). */
  heard?: string;
}

/**
 * The bot's run of a questionnaire on a call: the runner's state after its last step (saved after every step, so a
 * run can be resumed or ended cleanly), the path of vertices it went through, the answers it recorded and, once it
 * ended, why. One per call; the questionnaire is the one the run started with.
 */
export const callRuns = pgTable(
  'call_runs',
  {
    callId: integer('call_id')
      .primaryKey()
      .references(() => calls.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    questionnaireId: integer('questionnaire_id').notNull(),
    state: jsonb('state').$type<RunState>().notNull(),
    path: jsonb('path').$type<CallRunPathStep[]>().notNull().default([]),
    answers: jsonb('answers').$type<CallRunAnswer[]>().notNull().default([]),
    /** Steps saved so far (the start is the first). */
    steps: integer('steps').notNull().default(0),
    /** Why the run ended (the session's end reason); null while it runs. */
    endReason: text('end_reason'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('call_runs_organization_id_idx').on(table.organizationId)],
);
