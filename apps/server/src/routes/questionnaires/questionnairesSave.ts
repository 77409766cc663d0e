import { endpoints } from '@carecall/api-client';
import { canEditQuestionnaire, fromSaveBody, NEW_QUESTIONNAIRE_ID } from '@carecall/graph-core';
import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS } from '../../audit/auditActions.ts';
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
 * organization owns, based on the version the editor loaded. The body's envelope passes the contract, the document
 * graph-core's save rule and the reference checks (one walk reads, lints and prepares it); the stored version, its
 * revision and its audit entry are one transaction, and anything refused stores nothing.
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
      const now = services.now();
      const created = await createQuestionnaire(db, {
        organizationId,
        document,
        userId: auth.user.id,
        now,
        audit: ({ id }) => ({
          userId: auth.user.id,
          at: now,
          action: AUDIT_ACTIONS.questionnaireCreated,
          organizationId,
          detail: { questionnaireId: id },
        }),
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
    const now = services.now();
    const stored = await storeQuestionnaireVersion(db, {
      id: current.id,
      ownerId: current.organizationId,
      baseVersion: body.version,
      document,
      action: 'save',
      userId: auth.user.id,
      now,
      audit: ({ id, version }) => ({
        userId: auth.user.id,
        at: now,
        action: AUDIT_ACTIONS.questionnaireSaved,
        organizationId,
        detail: { questionnaireId: id, version },
      }),
    });
    return { id: current.id, version: stored.version };
  });
}
