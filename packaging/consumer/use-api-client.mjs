// Uses the installed @carecall/api-client from plain Node against the server whose origin is the first argument, and
// prints what it found as JSON for the packaging test to check.
import { ApiError, createApiClient, endpoints, questionnairesGet, toFieldErrors } from '@carecall/api-client';
import { questionnaireSchema } from '@carecall/graph-core';

const client = createApiClient({
  origin: process.argv[2],
  getAccessToken: () => 'token-1',
  getDeviceId: () => 'device-1',
  getOrganizationId: () => 3,
  getLocale: () => 'en',
});

/** The code of the ApiError a call rejects with. */
async function failureCode(promise) {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof ApiError ? `${error.status ?? '-'} ${error.code}` : `not an ApiError: ${error}`;
  }
}

const document = await client.call(questionnairesGet, { params: { questionnaireId: 7 } });
const list = await client.call(endpoints.questionnairesList);
const invalid = questionnaireSchema.safeParse({
  id: 7,
  questionnaire_name: 'Weekly check-in',
  nodes: 'none',
  edges: [],
});

console.log(
  JSON.stringify({
    document: { id: document.id, name: document.questionnaire_name, version: document.version, type: document.type },
    listed: list.questionnaires.map((item) => item.id),
    missing: await failureCode(client.call(questionnairesGet, { params: { questionnaireId: 404 } })),
    badInput: await failureCode(client.call(questionnairesGet, { params: { questionnaireId: 'seven' } })),
    schemaFields: invalid.success ? [] : toFieldErrors(invalid.error).map((field) => field.path),
  }),
);
