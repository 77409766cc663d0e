import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { VoiceMeasures } from '../../analysis/VoiceMeasures.ts';
import { calls } from './calls.ts';
import { organizations } from './organizations.ts';
import { patients } from './patients.ts';

/**
 * Voice analyses of calls, one row per run: a reanalysis adds a row, so a clinician's review of an earlier run is
 * kept, and a call's analysis is its newest row (`call_analyses_call_idx`). `status` is an `ANALYSIS_STATUS` code;
 * `measures` what the client's channel gave (null before the run, or when it could not be read); `anomaly_level` 0, 1
 * or 2 (-1 unknown) with the `anomaly_kinds` behind it and the `voice_score` it was judged by; `algorithm` names the
 * measures and rule that produced it. `version` counts stored changes (the compare-and-set of reviews).
 */
export const callAnalyses = pgTable(
  'call_analyses',
  {
    id: serial('id').primaryKey(),
    callId: integer('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    status: integer('status').notNull(),
    measures: jsonb('measures').$type<VoiceMeasures>(),
    voiceScore: real('voice_score'),
    anomalyLevel: integer('anomaly_level').notNull().default(-1),
    anomalyKinds: text('anomaly_kinds').array().notNull().default(sql`'{}'::text[]`),
    /** How many earlier analyses of the client the call was compared with. */
    baselineCount: integer('baseline_count').notNull().default(0),
    algorithm: text('algorithm').notNull(),
    /** Where the recording was read from (a `RecordingStorage` key), when the run was given one. */
    recordingKey: text('recording_key'),
    /** Why the run could not analyse the call; never shown verbatim to clients of the API. */
    failureReason: text('failure_reason'),
    /** A reviewer's note, with who reviewed it. */
    comment: text('comment'),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('call_analyses_call_idx').on(table.callId, table.id),
    index('call_analyses_patient_idx').on(table.patientId, table.status),
  ],
);
