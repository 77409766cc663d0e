import type { Db } from '../db/openDatabase.ts';
import { hints, parameterKeys, questionnaireTags } from '../db/schema/index.ts';
import { DEMO_QUESTIONNAIRE_CATALOGUE } from './DEMO_QUESTIONNAIRE_CATALOGUE.ts';

/** Demo seed step: the tags, hints and parameter keys the questionnaire editor picks from. */
export async function seedQuestionnaireCatalogue(db: Db): Promise<void> {
  await db.insert(questionnaireTags).values(DEMO_QUESTIONNAIRE_CATALOGUE.tags).onConflictDoNothing();
  await db.insert(hints).values(DEMO_QUESTIONNAIRE_CATALOGUE.hints).onConflictDoNothing();
  await db.insert(parameterKeys).values(DEMO_QUESTIONNAIRE_CATALOGUE.parameterKeys).onConflictDoNothing();
}
