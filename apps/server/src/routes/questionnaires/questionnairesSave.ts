import { endpoints } from '@carecall/api-client';
import { canEditQuestionnaire, fromSaveBody, NEW_QUESTIONNAIRE_ID } from '@carecall/graph-core';
import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS } from '../../audit/auditActions.ts';
import { recordAudit } from '../../audit/recordAudit.ts';
import { HttpError } from '../../http/HttpError.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { requireOrganizationId } from '../../identity/requireOrganizationId.ts';
import { assertQuestionnaireCreationAllowed } from '../../questionnaires/assertQuestionnaireCreationAllowed.ts';
import { assertQuestionnairePermission } from '../../questionnaires/assertQuestionnairePermission.ts';
import { checkQuestionnaireForSave } from '../../questionnaires/checkQuestionnaireForSave.ts';
import { createQuestionnaire } from '../../questionnaires/createQuestionnaire.ts';
import { loadVisibleQuestionnaire } from '../../questionnaires/loadVisibleQuestionnaire.ts';
import {
  createQuestionnaireVersionConflict,
  storeQuestionnaireVersion,
} from '../../questionnaires/storeQuestionnaireVersion.ts';

/**
 * `POST /bot/questionnaire`: creates a questionnaire (no id) in the selected organization, or replaces one the
 * organization owns, based on the version the editor loaded. The document passes the schema, preparation, save
 * validation, lint and reference checks first; anything refused stores nothing.
 */
export function registerQuestionnairesSave(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.questionnairesSave, async ({ body }, { requireAuth, services }) => {
    const auth = requireAuth();
    const organizationId = requireOrganizationId(auth);
    const { db } = services;
    const creating = body.id === undefined || body.id === NEW_QUESTIONNAIRE_ID;

    if (creating) {
      await assertQuestionnaireCreationAllowed(db, organizationId);
      const document = await checkQuestionnaireForSave(db, {
        document: fromSaveBody({ ...body, id: NEW_QUESTIONNAIRE_ID }),
        ownerId: organizationId,
        questionnaireId: null,
      });
      const created = await createQuestionnaire(db, {
        organizationId,
        document,
        userId: auth.user.id,
        now: services.now(),
      });
      await recordAudit(db, {
        userId: auth.user.id,
        at: services.now(),
        action: AUDIT_ACTIONS.questionnaireCreated,
        organizationId,
        detail: { questionnaireId: created.id },
      });
      return { id: created.id, version: created.version };
    }

    const current = await loadVisibleQuestionnaire(db, body.id ?? NEW_QUESTIONNAIRE_ID, organizationId);
    assertQuestionnairePermission(canEditQuestionnaire, current, organizationId);
    if (body.version === undefined) {
      throw new HttpError(
        400,
        'QUESTIONNAIRE_VERSION_REQUIRED',
        `Send the version the change is based on (the questionnaire is at version ${current.version})`,
        { currentVersion: current.version },
      );
    }
    // Checked again atomically when storing; refusing here first spares the client a validation of stale work.
    if (body.version !== current.version)
      throw await createQuestionnaireVersionConflict(db, current, body.version, organizationId);
    const document = await checkQuestionnaireForSave(db, {
      document: fromSaveBody(body),
      ownerId: current.organizationId,
      questionnaireId: current.id,
      current: current.document,
    });
    const stored = await storeQuestionnaireVersion(db, {
      id: current.id,
      ownerId: current.organizationId,
      baseVersion: body.version,
      document,
      action: 'save',
      userId: auth.user.id,
      now: services.now(),
    });
    await recordAudit(db, {
      userId: auth.user.id,
      at: services.now(),
      action: AUDIT_ACTIONS.questionnaireSaved,
      organizationId,
      detail: { questionnaireId: current.id, version: stored.version },
    });
    return { id: current.id, version: stored.version };
  });
}
