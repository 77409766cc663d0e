import { endpoints } from '@carecall/api-client';
import { canArchiveQuestionnaire, canEditQuestionnaire, canRestoreQuestionnaire } from '@carecall/graph-core';
import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS } from '../../audit/auditActions.ts';
import { HttpError } from '../../http/HttpError.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { requireOrganizationId } from '../../identity/requireOrganizationId.ts';
import { assertQuestionnairePermission } from '../../questionnaires/assertQuestionnairePermission.ts';
import { findQuestionnaireReferenceIssues } from '../../questionnaires/findQuestionnaireReferenceIssues.ts';
import { loadVisibleQuestionnaire } from '../../questionnaires/loadVisibleQuestionnaire.ts';
import {
  createQuestionnaireVersionConflict,
  storeQuestionnaireVersion,
} from '../../questionnaires/storeQuestionnaireVersion.ts';
import { toQuestionnaireListEntry } from '../../questionnaires/toQuestionnaireListEntry.ts';

/**
 * `PATCH /bot/questionnaire/{id}`: archives, restores, or changes the language and shadow of a questionnaire the
 * selected organization owns, without sending the graph. Archiving and restoring follow graph-core's lifecycle
 * rules; settings of an archived questionnaire cannot change. Each change is based on the questionnaire's `version`
 * (409 with the current list entry and whose change won when it moved on) and is a new version with a revision; a
 * patch that changes nothing stores nothing.
 */
export function registerQuestionnairesPatch(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.questionnairesPatch, async ({ params, body }, { requireAuth, services }) => {
    const auth = requireAuth();
    const organizationId = requireOrganizationId(auth);
    const { db } = services;
    if (body.id !== params.questionnaireId) {
      throw new HttpError(400, 'QUESTIONNAIRE_ID_MISMATCH', 'The body id must be the questionnaire of the path');
    }
    const current = await loadVisibleQuestionnaire(db, params.questionnaireId, organizationId);
    const archiving = body.archive && !current.archive;
    const restoring = !body.archive && current.archive;
    assertQuestionnairePermission(
      archiving ? canArchiveQuestionnaire : restoring ? canRestoreQuestionnaire : canEditQuestionnaire,
      current,
      organizationId,
    );
    const baseVersion = body.version;
    if (baseVersion !== current.version)
      throw await createQuestionnaireVersionConflict(db, current, baseVersion, organizationId);

    const unchanged =
      body.archive === current.archive &&
      body.language === current.language &&
      body.is_multiple_languages === current.isMultipleLanguages &&
      body.shadow_questionnaire_id === current.shadowQuestionnaireId;
    if (unchanged) return toQuestionnaireListEntry(current, organizationId);

    const document = {
      ...current.document,
      archive: body.archive,
      language: body.language,
      is_multiple_languages: body.is_multiple_languages,
      shadow_questionnaire_id: body.shadow_questionnaire_id,
    };
    const references = await findQuestionnaireReferenceIssues(db, {
      document,
      ownerId: current.organizationId,
      questionnaireId: current.id,
      current: current.document,
    });
    const shadowIssue = references.find((issue) => issue.field === 'shadow_questionnaire_id');
    if (shadowIssue) {
      throw new HttpError(400, 'QUESTIONNAIRE_REFERENCE_INVALID', shadowIssue.message, { references: [shadowIssue] });
    }
    await storeQuestionnaireVersion(db, {
      id: current.id,
      ownerId: current.organizationId,
      baseVersion,
      document,
      action: 'patch',
      userId: auth.user.id,
      now: services.now(),
      audit: ({ id, version }) => ({
        userId: auth.user.id,
        at: services.now(),
        action: archiving
          ? AUDIT_ACTIONS.questionnaireArchived
          : restoring
            ? AUDIT_ACTIONS.questionnaireRestored
            : AUDIT_ACTIONS.questionnaireSettingsChanged,
        organizationId,
        detail: { questionnaireId: id, version },
      }),
    });
    const updated = await loadVisibleQuestionnaire(db, current.id, organizationId);
    return toQuestionnaireListEntry(updated, organizationId);
  });
}
