import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { listQuestionnaireOwnerIds } from '../../questionnaires/listQuestionnaireOwnerIds.ts';
import { loadVisibleQuestionnaire } from '../../questionnaires/loadVisibleQuestionnaire.ts';
import { resolveQuestionnaireOrganization } from '../../questionnaires/resolveQuestionnaireOrganization.ts';
import { signDocumentRecordings } from '../../questionnaires/signDocumentRecordings.ts';
import { toQuestionnaireDocument } from '../../questionnaires/toQuestionnaireDocument.ts';

/**
 * `GET /bot/questionnaire/{id}`: the document form of questionnaire-format.md with its version, for the owner and
 * its child organizations (read-only there); 404 for anyone else. Recording vertices get fresh signed addresses.
 */
export function registerQuestionnairesGet(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.questionnairesGet, async ({ params, query }, { requireAuth, services }) => {
    const organizationId = resolveQuestionnaireOrganization(requireAuth(), query.organizationId);
    const row = await loadVisibleQuestionnaire(services.db, params.questionnaireId, organizationId);
    const document = await signDocumentRecordings(services.db, row.document, {
      ownerIds: await listQuestionnaireOwnerIds(services.db, organizationId),
      publicUrl: services.config.publicUrl,
      now: services.now(),
    });
    return toQuestionnaireDocument(row, document, organizationId);
  });
}
