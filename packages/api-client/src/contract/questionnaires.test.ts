import { describe, expect, it } from 'vitest';
import { getEndpointPath } from '../endpoint.ts';
import { endpoints } from '../endpoints.ts';
import { questionnaireSaveBodySchema } from '../entities/questionnaireSaveBody.ts';

const graph = {
  options: { directed: true, multigraph: true, compound: false },
  value: { starting_node: 'auto_generated_1', complete_node: ['auto_generated_1'], sub_questionnaires: [] },
  nodes: [{ v: 'auto_generated_1', value: { say: { message: 'Hello.' } } }],
  edges: [],
};
const saveBody = {
  questionnaireName: 'Weekly check-in',
  type: 'none',
  language: 'en-US',
  is_multiple_languages: false,
  shadowQuestionnaireId: 0,
  is_sub_questionnaire: false,
  archive: false,
  questionnaire: graph,
};

describe('questionnaire versions and revisions', () => {
  it('take the base version beside the id when replacing, and none when creating', () => {
    const body = questionnaireSaveBodySchema;
    expect(body.parse({ ...saveBody, id: 4, version: 3 })).toMatchObject({ id: 4, version: 3 });
    expect(body.parse(saveBody)).not.toHaveProperty('version');
    expect(body.safeParse({ ...saveBody, id: 4, version: 0 }).success).toBe(false);
    expect(endpoints.questionnairesSave.response.parse({ id: 4, version: 4 })).toEqual({ id: 4, version: 4 });
  });

  it('answer reads with the version and whether the questionnaire is read-only', () => {
    const entry = { id: 4, name: 'Weekly check-in', organization_id: 1, version: 2, read_only: true };
    const list = endpoints.questionnairesList.response.parse({ questionnaires: [entry] });
    expect(list.questionnaires[0]).toMatchObject({ version: 2, read_only: true, type: 'none', archive: false });
    expect(
      endpoints.questionnairesList.response.safeParse({ questionnaires: [{ ...entry, version: undefined }] }),
    ).toMatchObject({ success: false });
    const document = endpoints.questionnairesGet.response.parse({
      id: 4,
      questionnaire_name: 'Weekly check-in',
      organization_id: 1,
      version: 2,
      read_only: false,
      starting_node: 'auto_generated_1',
      complete_node: ['auto_generated_1'],
      nodes: graph.nodes,
      edges: [],
    });
    expect(document).toMatchObject({ version: 2, read_only: false });
  });

  it('list and restore revisions under the questionnaire they belong to', () => {
    expect(getEndpointPath(endpoints.questionnairesListRevisions)).toBe(
      '/bot/questionnaire/:questionnaireId/revisions',
    );
    expect(getEndpointPath(endpoints.questionnairesRestoreRevision)).toBe(
      '/bot/questionnaire/:questionnaireId/revisions/:revisionId/restore',
    );
    const revision = {
      id: 9,
      questionnaire_id: 4,
      version: 3,
      action: 'restore',
      questionnaire_name: 'Weekly check-in',
      user_id: 2,
      user_name: 'Alex Admin',
      created_at: '2026-03-01T09:30:00.000Z',
      restored_from_revision_id: 7,
    };
    expect(endpoints.questionnairesListRevisions.response.parse({ revisions: [revision] }).revisions).toEqual([
      revision,
    ]);
    expect(endpoints.questionnairesRestoreRevision.body?.parse({ version: 3 })).toEqual({ version: 3 });
    expect(endpoints.questionnairesRestoreRevision.body?.safeParse({}).success).toBe(false);
  });
});
