import { json } from '@dagrejs/graphlib';
import { describe, expect, it } from 'vitest';
import { generateQuestionnaire } from '../../testing/generateQuestionnaire.ts';
import { NEW_QUESTIONNAIRE_ID } from '../questionnaire.ts';
import { fromSaveBody } from './fromSaveBody.ts';
import { prepareQuestionnaire } from './prepareQuestionnaire.ts';
import { saveBodySchema } from './saveBody.ts';
import { toSaveBody } from './toSaveBody.ts';

describe('toSaveBody', () => {
  const q = { ...generateQuestionnaire({ vertices: 30, id: 42 }), organization_id: 1 };

  it('puts the metadata beside the prepared graph in graphlib JSON form', () => {
    const body = toSaveBody(q);
    const prepared = prepareQuestionnaire(q);
    expect(body).toEqual({
      id: 42,
      questionnaireName: q.questionnaire_name,
      type: 'none',
      language: 'en-US',
      is_multiple_languages: false,
      shadowQuestionnaireId: 0,
      is_sub_questionnaire: false,
      archive: false,
      questionnaire: {
        options: { directed: true, multigraph: true, compound: false },
        value: { starting_node: q.starting_node, complete_node: q.complete_node, sub_questionnaires: [] },
        nodes: prepared.nodes,
        edges: prepared.edges,
      },
    });
    expect(saveBodySchema.parse(JSON.parse(JSON.stringify(body)))).toEqual(body);
  });

  it('leaves id out for a new questionnaire', () => {
    const body = toSaveBody({ ...q, id: NEW_QUESTIONNAIRE_ID });
    expect(body).not.toHaveProperty('id');
    expect(fromSaveBody(body).id).toBe(NEW_QUESTIONNAIRE_ID);
  });

  it('is a graph graphlib reads and writes back unchanged', () => {
    const { questionnaire } = toSaveBody(q);
    const graph = json.read(JSON.parse(JSON.stringify(questionnaire)));
    expect(graph.nodeCount()).toBe(questionnaire.nodes.length);
    expect(graph.edgeCount()).toBe(questionnaire.edges.length);
    expect(graph.graph()).toEqual(questionnaire.value);
  });

  it('reads back into the prepared document (organization_id travels in the request headers, not the body)', () => {
    const { organization_id: _organization, ...prepared } = prepareQuestionnaire(q);
    expect(fromSaveBody(toSaveBody(q))).toEqual(prepared);
  });

  it('refuses a body whose graph options are not a directed multigraph', () => {
    const body = toSaveBody(q);
    const bad = {
      ...body,
      questionnaire: { ...body.questionnaire, options: { directed: true, multigraph: false, compound: false } },
    };
    expect(saveBodySchema.safeParse(bad).success).toBe(false);
  });
});
