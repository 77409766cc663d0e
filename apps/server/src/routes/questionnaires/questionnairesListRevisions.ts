import { endpoints } from '@carecall/api-client';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { questionnaireRevisions, users } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { requireOrganizationId } from '../../identity/requireOrganizationId.ts';
import { loadVisibleQuestionnaire } from '../../questionnaires/loadVisibleQuestionnaire.ts';

/**
 * `GET /bot/questionnaire/{id}/revisions`: who changed a questionnaire, when, how and to which version, newest
 * first, for every organization that may read it. Documents are not listed; restoring needs only the revision id.
 */
export function registerQuestionnairesListRevisions(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.questionnairesListRevisions, async ({ params }, { requireAuth, services }) => {
    const organizationId = requireOrganizationId(requireAuth());
    const { db } = services;
    const questionnaire = await loadVisibleQuestionnaire(db, params.questionnaireId, organizationId);
    const rows = await db
      .select({
        id: questionnaireRevisions.id,
        version: questionnaireRevisions.version,
        action: questionnaireRevisions.action,
        name: questionnaireRevisions.name,
        userId: questionnaireRevisions.userId,
        userName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
        createdAt: questionnaireRevisions.createdAt,
        restoredFromRevisionId: questionnaireRevisions.restoredFromRevisionId,
      })
      .from(questionnaireRevisions)
      .leftJoin(users, eq(users.id, questionnaireRevisions.userId))
      .where(eq(questionnaireRevisions.questionnaireId, questionnaire.id))
      .orderBy(desc(questionnaireRevisions.version));
    return {
      revisions: rows.map((row) => ({
        id: row.id,
        questionnaire_id: questionnaire.id,
        version: row.version,
        action: row.action,
        questionnaire_name: row.name,
        user_id: row.userId,
        user_name: row.userName,
        created_at: row.createdAt.toISOString(),
        restored_from_revision_id: row.restoredFromRevisionId,
      })),
    };
  });
}
