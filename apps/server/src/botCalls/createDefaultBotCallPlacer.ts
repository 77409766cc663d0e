import type { Config } from '../config.ts';
import type { Db } from '../db/openDatabase.ts';
import type { BotCallPlacer } from './BotCallPlacer.ts';
import { createAnswersAtOncePlacer } from './createAnswersAtOncePlacer.ts';
import { loadStoredQuestionnaire } from './loadStoredQuestionnaire.ts';

/**
 * The placer a server uses unless told otherwise. Demo mode runs every bot call through the questionnaire at once (the
 * client answers each question with its first option), so calls, retries and schedules can be tried end to end; a
 * production server without a bot session refuses to pretend: its bot calls fail with reason `bot-unavailable`.
 */
export function createDefaultBotCallPlacer({ config, db }: { config: Config; db: Db }): BotCallPlacer {
  if (config.production) {
    return { place: async () => ({ status: 'failed', endReason: 'bot-unavailable' }) };
  }
  return createAnswersAtOncePlacer({ loadQuestionnaire: (id) => loadStoredQuestionnaire(db, id) });
}
