import type { Questionnaire } from '@carecall/graph-core';
import { type RunEffect, type RunInput, resume, start } from '@carecall/graph-core/runner';
import type { BotCallOutcome, BotCallPlacer, BotCallToPlace } from './BotCallPlacer.ts';

/** What a run through the questionnaire gave, for checks: the vertices visited and the answers recorded. */
export interface AtOnceRun {
  call: BotCallToPlace;
  path: string[];
  answers: Array<{ name: string; value: string }>;
  reason: string | null;
}

export interface AnswersAtOncePlacerOptions {
  /** The questionnaire a call runs (as stored, prepared). */
  loadQuestionnaire(questionnaireId: number): Promise<Questionnaire>;
  /** The outcome of a dial before anyone answers (a busy or silent phone); `null` or absent: answered at once. */
  dialOutcome?(call: BotCallToPlace): BotCallOutcome | null;
  /** Sees every finished run. */
  onRun?(run: AtOnceRun): void;
}

/** The most inputs one call gives its run. */
const MAX_INPUTS = 10_000;

/**
 * A telephone line whose client picks up at once and answers every question immediately with its first option (a
 * free answer with "yes"), keypad and transfers included, with nothing played aloud: the questionnaire's run is real
 * (graph-core's runner, step by step), the telephone is not. For tests, benchmarks and a server without telephony.
 * The call ends `completed` with the run's end reason.
 */
export function createAnswersAtOncePlacer(options: AnswersAtOncePlacerOptions): BotCallPlacer {
  return {
    async place(call, progress) {
      const dialed = options.dialOutcome?.(call) ?? null;
      if (dialed) return dialed;
      // The phone rings and is picked up in the same moment: both statuses are told together, and the runner stores
      // only the later one when the earlier has not been stored yet.
      const ringing = progress.report('ringing');
      await progress.report('in-progress');
      await ringing;
      const questionnaire = await options.loadQuestionnaire(call.questionnaireId);
      const run: AtOnceRun = { call, path: [], answers: [], reason: null };
      let listening: string[] = [];
      const take = (effects: readonly RunEffect[]) => {
        for (const effect of effects) {
          if (effect.type === 'visit') run.path.push(effect.vertex);
          else if (effect.type === 'listen') listening = effect.options;
          else if (effect.type === 'answer') run.answers.push({ name: effect.name, value: effect.value });
          else if (effect.type === 'end') run.reason = effect.reason;
        }
      };
      let step = start(questionnaire, {});
      take(step.effects);
      // A run ends by itself (its step limit included); the bound only guards against an input it ignores.
      for (let inputs = 0; step.state.wait.for !== 'nothing' && inputs < MAX_INPUTS; inputs += 1) {
        if (progress.signal.aborted) {
          step = resume(questionnaire, step.state, { type: 'hangup' }, {});
          take(step.effects);
          break;
        }
        const wait = step.state.wait.for;
        const input: RunInput =
          wait === 'played'
            ? { type: 'played' }
            : wait === 'transfer'
              ? { type: 'transfer', result: 'answered' }
              : { type: 'utterance', text: listening[0] ?? 'yes' };
        listening = [];
        step = resume(questionnaire, step.state, input, {});
        take(step.effects);
      }
      options.onRun?.(run);
      return { status: 'completed', endReason: run.reason ?? 'hangup' };
    },
  };
}
