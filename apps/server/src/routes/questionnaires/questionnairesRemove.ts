import { endpoints } from '@carecall/api-client';
import { canDeleteQuestionnaire } from '@carecall/graph-core';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS } from '../../audit/auditActions.ts';
import { recordAudit } from '../../audit/recordAudit.ts';
import type { Db } from '../../db/openDatabase.ts';
import { questionnaires } from '../../db/schema/index.ts';
import { HttpError } from '../../http/HttpError.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { requireOrganizationId } from '../../identity/requireOrganizationId.ts';
import { assertQuestionnairePermission } from '../../questionnaires/assertQuestionnairePermission.ts';
import { findQuestionnaireUsers } from '../../questionnaires/findQuestionnaireUsers.ts';
import { loadVisibleQuestionnaire, questionnaireNotFound } from '../../questionnaires/loadVisibleQuestionnaire.ts';

/**
 * `DELETE /bot/questionnaire`: deletes archived questionnaires of the selected organization, each named with its
 * organization. All or nothing: every item is checked (visible, in that organization, owned by the selected one,
 * archived, used by no other questionnaire) before any is deleted, with its revisions, in one transaction.
 */
export function registerQuestionnairesRemove(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.questionnairesRemove, async ({ body }, { requireAuth, services }) => {
    const auth = requireAuth();
    const organizationId = requireOrganizationId(auth);
    const { db } = services;
    const ids = [...new Set(body.map((item) => item.questionnaireId))];
    for (const item of body) {
      const row = await loadVisibleQuestionnaire(db, item.questionnaireId, organizationId);
      if (row.organizationId !== item.organizationId) throw questionnaireNotFound(item.questionnaireId);
      assertQuestionnairePermission(canDeleteQuestionnaire, row, organizationId);
      const users = await findQuestionnaireUsers(db, row.id, ids);
      if (users.length > 0) {
        throw new HttpError(
          409,
          'QUESTIONNAIRE_IN_USE',
          `Questionnaire ${row.id} is used by questionnaire${users.length > 1 ? 's' : ''} ${users.join(', ')}`,
          { questionnaireId: row.id, usedBy: users },
        );
      }
    }
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      // The conditions again, so a questionnaire restored meanwhile is not deleted: then nothing is.
      const deleted = await tx
        .delete(questionnaires)
        .where(
          and(
            inArray(questionnaires.id, ids),
            eq(questionnaires.organizationId, organizationId),
            eq(questionnaires.archive, true),
          ),
        )
        .returning({ id: questionnaires.id });
      if (deleted.length !== ids.length) {
        throw new HttpError(
          409,
          'QUESTIONNAIRE_NOT_ARCHIVED',
          'A questionnaire was restored meanwhile; nothing was deleted',
        );
      }
    });
    await recordAudit(db, {
      userId: auth.user.id,
      at: services.now(),
      action: AUDIT_ACTIONS.questionnairesDeleted,
      organizationId,
      detail: { questionnaireIds: ids },
    });
    return { deleted: ids };
  });
}
