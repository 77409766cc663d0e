import { NEW_QUESTIONNAIRE_ID, type Questionnaire } from '../questionnaire.ts';
import { prepareQuestionnaire } from './prepareQuestionnaire.ts';
import type { SaveBody } from './saveBody.ts';

/**
 * Builds the `POST questionnaire` body from a document: the metadata beside the prepared graph in graphlib's JSON
 * form. The document is prepared first (preparing is idempotent, so a prepared document may be passed), and `id`
 * is left out for a new questionnaire (id -1) so the backend creates one.
 */
export function toSaveBody(questionnaire: Questionnaire): SaveBody {
  return writeSaveBody(prepareQuestionnaire(questionnaire));
}

/**
 * The `POST questionnaire` body of a document that is already prepared (`checkQuestionnaireSave`'s answer), written
 * as it is: a sender that has checked and prepared the document does not walk it a second time.
 */
export function writeSaveBody(prepared: Questionnaire): SaveBody {
  const value: SaveBody['questionnaire']['value'] = {
    ...(prepared.starting_node === undefined ? {} : { starting_node: prepared.starting_node }),
    complete_node: prepared.complete_node,
    sub_questionnaires: prepared.sub_questionnaires,
  };
  const body: SaveBody = {
    questionnaireName: prepared.questionnaire_name,
    type: prepared.type,
    language: prepared.language,
    is_multiple_languages: prepared.is_multiple_languages,
    shadowQuestionnaireId: prepared.shadow_questionnaire_id,
    is_sub_questionnaire: prepared.isSubQuestionnaire,
    archive: prepared.archive,
    questionnaire: {
      options: { directed: true, multigraph: true, compound: false },
      value,
      nodes: prepared.nodes,
      edges: prepared.edges,
    },
  };
  return prepared.id === NEW_QUESTIONNAIRE_ID ? body : { id: prepared.id, ...body };
}
