import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assertQuestionnaire } from '../parseQuestionnaire.ts';
import { prepareQuestionnaire } from '../prepare/prepareQuestionnaire.ts';
import type { Questionnaire } from '../questionnaire.ts';
import { resume } from './resume.ts';
import { type RunContext, runContextSchema } from './runContext.ts';
import { type RunEffect, runEffectSchema } from './runEffect.ts';
import { type RunInput, runInputSchema } from './runInput.ts';
import { runStateSchema } from './runState.ts';
import { start } from './start.ts';

/**
 * A golden fixture: a questionnaire document (prepared here, as a host prepares it), the context with its
 * sub-questionnaire documents, and each step: the input (none for the start) and the effects expected, in order.
 */
interface RunFixture {
  description: string;
  questionnaire: unknown;
  context?: Omit<RunContext, 'questionnaires'> & { questionnaires?: Record<string, unknown> };
  steps: { input?: RunInput; effects: RunEffect[] }[];
}

const FIXTURES = fileURLToPath(new URL('../../fixtures/runner/', import.meta.url));
/** Set to rewrite every fixture's expected effects from what the runner does now; review the diff before keeping it. */
const UPDATE = process.env.UPDATE_RUNNER_FIXTURES === '1';

function prepare(document: unknown): Questionnaire {
  return prepareQuestionnaire(assertQuestionnaire(document));
}

describe('runner golden fixtures', () => {
  const files = readdirSync(FIXTURES).filter((file) => file.endsWith('.json'));

  it('has fixtures to run', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s', (file) => {
    const path = `${FIXTURES}${file}`;
    const fixture = JSON.parse(readFileSync(path, 'utf8')) as RunFixture;
    const prepared = prepare(fixture.questionnaire);
    const { questionnaires, ...rest } = fixture.context ?? {};
    const context: RunContext = runContextSchema.parse({
      ...rest,
      ...(questionnaires && {
        questionnaires: Object.fromEntries(Object.entries(questionnaires).map(([id, doc]) => [id, prepare(doc)])),
      }),
    });
    const [first, ...later] = fixture.steps;
    expect(first?.input, 'the first step is the start: it has no input').toBeUndefined();
    let step = start(prepared, context);
    const actual: RunFixture['steps'] = [{ effects: step.effects }];
    for (const { input } of later) {
      const parsed = runInputSchema.parse(input);
      // The state goes through JSON between steps, as a host saves it.
      step = resume(prepared, JSON.parse(JSON.stringify(step.state)), parsed, context);
      actual.push({ input: parsed, effects: step.effects });
    }
    for (const { effects } of actual) for (const effect of effects) runEffectSchema.parse(effect);
    runStateSchema.parse(step.state);
    if (UPDATE) {
      writeFileSync(path, `${JSON.stringify({ ...fixture, steps: actual }, null, 2)}\n`);
      return;
    }
    expect(actual).toEqual(fixture.steps);
  });
});
