import { endpoints } from '@carecall/api-client';
import { and, asc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { questionnaires } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { listQuestionnaireOwnerIds } from '../../questionnaires/listQuestionnaireOwnerIds.ts';
import { resolveQuestionnaireOrganization } from '../../questionnaires/resolveQuestionnaireOrganization.ts';
import { toQuestionnaireListEntry } from '../../questionnaires/toQuestionnaireListEntry.ts';

const { document: _document, ...listColumns } = getTableColumns(questionnaires);

/**
 * `GET /bot/questionnaire`: the questionnaires an organization sees — its own and its ancestors' (marked
 * `read_only`) — without their graphs, filtered by language, type, archive and sub-questionnaire flags.
 */
export function registerQuestionnairesList(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.questionnairesList, async ({ query }, { requireAuth, services }) => {
    const organizationId = resolveQuestionnaireOrganization(requireAuth(), query.organizationId);
    const ownerIds = await listQuestionnaireOwnerIds(services.db, organizationId);
    const filters: SQL[] = [inArray(questionnaires.organizationId, ownerIds)];
    if (query.language !== undefined) filters.push(eq(questionnaires.language, query.language));
    if (query.type !== undefined) filters.push(eq(questionnaires.type, query.type));
    if (query.archive !== undefined) filters.push(eq(questionnaires.archive, query.archive));
    if (query.is_sub_questionnaire !== undefined)
      filters.push(eq(questionnaires.isSubQuestionnaire, query.is_sub_questionnaire));
    const rows = await services.db
      .select(listColumns)
      .from(questionnaires)
      .where(and(...filters))
      .orderBy(asc(questionnaires.id));
    return { questionnaires: rows.map((row) => toQuestionnaireListEntry(row, organizationId)) };
  });
}
