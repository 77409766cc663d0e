import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCondition, createVertexValue, type QuestionnaireInput } from '@carecall/graph-core';
import { bench, describe } from 'vitest';

/** The bundle `pnpm --filter @carecall/cli build` writes (the package's bench script builds it first). */
const CLI = fileURLToPath(new URL('../dist/carecall.js', import.meta.url));
/** What the root `pnpm carecall` runs: the staleness check of the bundle's inputs, then the same bundle. */
const LAUNCHER = fileURLToPath(new URL('../scripts/carecall.mjs', import.meta.url));

/**
 * A lint-clean questionnaire of about `size` vertices built with graph-core's public constructors: a chain of
 * yes/no questions whose two answers rejoin, ending in a complete vertex and a terminate_call.
 */
function buildQuestionnaire(size: number): QuestionnaireInput {
  const nodes: QuestionnaireInput['nodes'] = [];
  const edges: QuestionnaireInput['edges'] = [];
  const add = (value: QuestionnaireInput['nodes'][number]['value']): string => {
    const v = `auto_generated_${nodes.length + 1}`;
    nodes.push({ v, value });
    return v;
  };
  const link = (v: string, w: string, answer?: string) =>
    edges.push({ v, w, name: String(edges.length), value: answer ? [createCondition('answer', answer)] : [] });
  const start = add(createVertexValue('say', { message: 'Hello {first_name}, this is your weekly check-in.' }));
  let tail = start;
  for (let block = 0; nodes.length < size - 6; block++) {
    const ask = add(
      createVertexValue('ask', {
        name: `feeling_${block}`,
        question: 'Are you feeling well today?',
        type: 'Twilio.YES_NO',
        unknownText: 'Please say yes or no.',
      }),
    );
    const yes = add(createVertexValue('say', { message: 'Glad to hear it.' }));
    const no = add(createVertexValue('say', { message: 'Sorry to hear that. A nurse will call you.' }));
    const next = add(createVertexValue('say', { message: `Thank you. Let us continue with part ${block}.` }));
    link(tail, ask);
    link(ask, yes, 'Yes');
    link(ask, no, 'No');
    link(yes, next);
    link(no, next);
    tail = next;
  }
  const done = add(createVertexValue('say', { message: 'That is all for today. Goodbye.' }));
  const end = add(createVertexValue('terminate_call', { name: 'end' }));
  link(tail, done);
  link(done, end);
  return { id: 1, questionnaire_name: `Bench ${size}`, starting_node: start, complete_node: [done], nodes, edges };
}

describe('carecall as a process', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'carecall-bench-')), 'questionnaire-10000.json');
  writeFileSync(file, JSON.stringify(buildQuestionnaire(10_000)));
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run pnpm --filter @carecall/cli build first`);

  bench(
    'carecall lint, 10,000 vertices (target < 1 s)',
    () => {
      const run = spawnSync(process.execPath, [CLI, 'lint', file], { encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`carecall lint exited ${run.status}: ${run.stderr}${run.stdout}`);
    },
    { time: 5_000, iterations: 5 },
  );

  bench(
    'pnpm carecall lint through the launcher, 10,000 vertices, bundle up to date (without pnpm itself)',
    () => {
      const run = spawnSync(process.execPath, [LAUNCHER, 'lint', file], { encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`carecall lint exited ${run.status}: ${run.stderr}${run.stdout}`);
    },
    { time: 5_000, iterations: 5 },
  );
});
