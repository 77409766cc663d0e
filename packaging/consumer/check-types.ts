// Type-checked against the installed packages under strict settings: what a TypeScript project outside the repository
// writes. Each @ts-expect-error proves a type is really there (an `any` would make it an unused directive, an error).
import {
  type ApiClient,
  ApiError,
  createApiClient,
  type EndpointResponse,
  endpoints,
  type QuestionnaireDocument,
  questionnairesGet,
} from '@carecall/api-client';
import {
  type Diagnostic,
  type LintSeverity,
  layoutQuestionnaire,
  lintQuestionnaire,
  parseQuestionnaire,
  prepareQuestionnaire,
  type Questionnaire,
  type QuestionnaireLayout,
} from '@carecall/graph-core';

export function summarise(input: unknown): { severities: LintSeverity[]; width: number } | undefined {
  const parsed = parseQuestionnaire(input);
  if (!parsed.ok) return undefined;
  const questionnaire: Questionnaire = prepareQuestionnaire(parsed.questionnaire, parsed.index);
  const diagnostics: Diagnostic[] = lintQuestionnaire(input);
  const layout: QuestionnaireLayout = layoutQuestionnaire(questionnaire, { ranker: 'tight-tree' });
  // @ts-expect-error a layout's width is a number
  const wrong: string = layout.width;
  // @ts-expect-error only dagre's three rankers exist
  layoutQuestionnaire(questionnaire, { ranker: 'fastest' });
  return { severities: diagnostics.map((diagnostic) => diagnostic.severity), width: layout.width + wrong.length };
}

export async function readQuestionnaire(client: ApiClient, id: number): Promise<QuestionnaireDocument> {
  const document: EndpointResponse<typeof questionnairesGet> = await client.call(questionnairesGet, {
    params: { questionnaireId: id },
  });
  // @ts-expect-error the path parameter is required
  await client.call(endpoints.questionnairesGet, {});
  return document;
}

export const client: ApiClient = createApiClient({ origin: 'http://localhost:3000', getLocale: () => 'en' });

export function describeFailure(error: unknown): string {
  return error instanceof ApiError ? `${error.code} (${error.status ?? 'no status'})` : String(error);
}
