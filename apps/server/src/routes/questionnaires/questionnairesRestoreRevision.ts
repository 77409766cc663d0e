import { endpoints } from '@carecall/api-client';
import { canEditQuestionnaire } from '@carecall/graph-core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS } from '../../audit/auditActions.ts';
import { isDatabaseId } from '../../db/isDatabaseId.ts';
import { questionnaireRevisions } from '../../db/schema/index.ts';
import { HttpError } from '../../http/HttpError.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { requireOrganizationId } from '../../identity/requireOrganizationId.ts';
import { assertQuestionnairePermission } from '../../questionnaires/assertQuestionnairePermission.ts';
import { checkQuestionnaireForSave } from '../../questionnaires/checkQuestionnaireForSave.ts';
import { loadVisibleQuestionnaire } from '../../questionnaires/loadVisibleQuestionnaire.ts';
import {
  createQuestionnaireVersionConflict,
  storeQuestionnaireVersion,
} from '../../questionnaires/storeQuestionnaireVersion.ts';

/**
 * `POST /bot/questionnaire/{id}/revisions/{revisionId}/restore`: makes an earlier revision's document current again
 * as a new version (and revision), so a restore can itself be undone. Only the owning organization, only while the
 * questionnaire is active (it stays active), only if the old document still passes today's save checks, and only
 * based on the current `version` (409 otherwise), like every other change.
 */
export function registerQuestionnairesRestoreRevision(app: FastifyInstance): void {
  registerEndpoint(
    app,
    endpoints.questionnairesRestoreRevision,
    async ({ params, body }, { requireAuth, services }) => {
      const auth = requireAuth();
      const organizationId = requireOrganizationId(auth);
      const { db } = services;
      const current = await loadVisibleQuestionnaire(db, params.questionnaireId, organizationId);
      assertQuestionnairePermission(canEditQuestionnaire, current, organizationId);
      const baseVersion = body.version;
      if (baseVersion !== current.version)
        throw await createQuestionnaireVersionConflict(db, current, baseVersion, organizationId);
      const [revision] = isDatabaseId(params.revisionId, 'bigint')
        ? await db
            .select({ id: questionnaireRevisions.id, document: questionnaireRevisions.document })
            .from(questionnaireRevisions)
            .where(
              and(
                eq(questionnaireRevisions.id, params.revisionId),
                eq(questionnaireRevisions.questionnaireId, current.id),
              ),
            )
        : [];
      if (!revision) {
        throw new HttpError(
          404,
          'REVISION_NOT_FOUND',
          `Questionnaire ${current.id} has no revision ${params.revisionId}`,
        );
      }
      const document = await checkQuestionnaireForSave(db, {
        document: { ...revision.document, id: current.id, archive: current.archive },
        ownerId: current.organizationId,
        questionnaireId: current.id,
        current: current.document,
      });
      const stored = await storeQuestionnaireVersion(db, {
        id: current.id,
        ownerId: current.organizationId,
        baseVersion,
        document,
        action: 'restore',
        restoredFromRevisionId: revision.id,
        userId: auth.user.id,
        now: services.now(),
        audit: ({ id, version }) => ({
          userId: auth.user.id,
          at: services.now(),
          action: AUDIT_ACTIONS.questionnaireRevisionRestored,
          organizationId,
          detail: { questionnaireId: id, revisionId: revision.id, version },
        }),
      });
      return { id: current.id, version: stored.version };
    },
  );
}
