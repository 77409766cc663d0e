import type { Questionnaire } from '@carecall/graph-core';
import { sql } from 'drizzle-orm';
import { type AuditEntry, recordAudit } from '../audit/recordAudit.ts';
import type { Db } from '../db/openDatabase.ts';
import { queryRows } from '../db/queryRows.ts';
import { questionnaireRevisions, questionnaires } from '../db/schema/index.ts';
import { getQuestionnaireColumns } from './getQuestionnaireColumns.ts';

/**
 * Stores a new questionnaire at version 1 with its first revision and, when given, its audit entry, in one
 * transaction. The id is drawn first so the stored document carries its own id and owner, like every later version.
 */
export async function createQuestionnaire(
  db: Db,
  options: {
    organizationId: number;
    document: Questionnaire;
    userId: number | null;
    now: Date;
    audit?: (stored: { id: number; version: number }) => AuditEntry;
  },
): Promise<{ id: number; version: number; document: Questionnaire }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [drawn] = await queryRows<{ id: number }>(
      tx,
      sql`select nextval(pg_get_serial_sequence('questionnaires', 'id'))::int as id`,
    );
    if (!drawn) throw new Error('could not draw a questionnaire id');
    const id = Number(drawn.id);
    const document: Questionnaire = { ...options.document, id, organization_id: options.organizationId };
    const columns = getQuestionnaireColumns(document);
    await tx.insert(questionnaires).values({
      id,
      organizationId: options.organizationId,
      ...columns,
      version: 1,
      document,
      createdBy: options.userId,
      updatedBy: options.userId,
      createdAt: options.now,
      updatedAt: options.now,
    });
    await tx.insert(questionnaireRevisions).values({
      questionnaireId: id,
      version: 1,
      action: 'create',
      name: columns.name,
      document,
      userId: options.userId,
      createdAt: options.now,
    });
    if (options.audit) await recordAudit(tx, options.audit({ id, version: 1 }));
    return { id, version: 1, document };
  });
}
