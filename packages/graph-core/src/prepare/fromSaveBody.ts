import { NEW_QUESTIONNAIRE_ID } from '../questionnaire.ts';
import type { SaveBodyEnvelope } from './saveBody.ts';

/**
 * Reads a save body back into the document form, so the server can store and answer `GET questionnaire/{id}` in
 * the one canonical shape. A body without `id` becomes a new questionnaire (id -1). Its vertices and edges are as
 * received: the answer is an untrusted document for `checkQuestionnaireSave`.
 */
export function fromSaveBody(body: SaveBodyEnvelope) {
  const { value, nodes, edges } = body.questionnaire;
  return {
    id: body.id ?? NEW_QUESTIONNAIRE_ID,
    questionnaire_name: body.questionnaireName,
    type: body.type,
    language: body.language,
    is_multiple_languages: body.is_multiple_languages,
    isSubQuestionnaire: body.is_sub_questionnaire,
    shadow_questionnaire_id: body.shadowQuestionnaireId,
    archive: body.archive,
    ...(value.starting_node === undefined ? {} : { starting_node: value.starting_node }),
    complete_node: value.complete_node,
    sub_questionnaires: value.sub_questionnaires,
    nodes,
    edges,
  };
}
