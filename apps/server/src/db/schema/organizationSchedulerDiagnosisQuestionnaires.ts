import { foreignKey, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { diagnoses } from './diagnoses.ts';
import { organizations } from './organizations.ts';

/**
 * The organization scheduler's questionnaires per diagnosis: a client with an active link to `diagnosis_id` is called
 * with `questionnaire_id`; when several of a client's diagnoses are listed, the lowest `priority` wins
 * (`chooseClientQuestionnaire`). `questionnaire_id` has no foreign key, like the per-language setting: a deleted or
 * archived questionnaire is skipped when the rule is applied.
 */
export const organizationSchedulerDiagnosisQuestionnaires = pgTable(
  'organization_scheduler_diagnosis_questionnaires',
  {
    organizationId: integer('organization_id').notNull(),
    diagnosisId: integer('diagnosis_id').notNull(),
    questionnaireId: integer('questionnaire_id').notNull(),
    priority: integer('priority').notNull().default(1),
  },
  // Named here: the names drizzle derives pass PostgreSQL's 63 characters and collide once cut.
  (table) => [
    primaryKey({ name: 'scheduler_diagnosis_questionnaires_pk', columns: [table.organizationId, table.diagnosisId] }),
    foreignKey({
      name: 'scheduler_diagnosis_questionnaires_organization_fk',
      columns: [table.organizationId],
      foreignColumns: [organizations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'scheduler_diagnosis_questionnaires_diagnosis_fk',
      columns: [table.diagnosisId],
      foreignColumns: [diagnoses.id],
    }).onDelete('cascade'),
  ],
);
