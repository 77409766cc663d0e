import type { Edge } from '../src/edge.ts';
import type { Questionnaire, Vertex } from '../src/questionnaire.ts';

/**
 * A questionnaire with every metadata field set to its default, built without the parser so that tests can hand the
 * save checks documents the schema or the graph rules would refuse. Starts at the first vertex unless `extra` says.
 */
export function createTestQuestionnaire(
  nodes: Vertex[],
  edges: Edge[],
  extra: Partial<Questionnaire> = {},
): Questionnaire {
  return {
    id: 1,
    questionnaire_name: 'Check-in',
    type: 'none',
    language: 'en-US',
    is_multiple_languages: false,
    isSubQuestionnaire: false,
    shadow_questionnaire_id: 0,
    archive: false,
    starting_node: nodes[0]?.v,
    complete_node: [],
    sub_questionnaires: [],
    nodes,
    edges,
    ...extra,
  };
}
