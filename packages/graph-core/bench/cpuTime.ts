// Measures parse + lint + prepare by the process's CPU time rather than by the clock, so that other work on a shared
// machine (which stretches wall time but not the work done) disturbs the figures less. The sizes take turns, round
// after round, so a busy spell falls on all of them, and each size is run the same number of times untimed first.
// Both pipelines are measured: the one walk (`lintAndPrepareQuestionnaire`, what the figures promise) and the three
// separate calls. Run with `pnpm --filter @carecall/graph-core bench:cpu`.
import { lintAndPrepareQuestionnaire } from '../src/lint/lintAndPrepareQuestionnaire.ts';
import { lintParsedQuestionnaire } from '../src/lint/lintQuestionnaire.ts';
import { parseQuestionnaire } from '../src/parseQuestionnaire.ts';
import { prepareQuestionnaire } from '../src/prepare/prepareQuestionnaire.ts';
import { generateQuestionnaire } from '../src/testing/generateQuestionnaire.ts';

const SIZES = [1_000, 10_000, 100_000];
/** Runs per size in each round: smaller documents run more often, so each size gets a comparable amount of time. */
const RUNS_PER_ROUND = [50, 10, 1];
const ROUNDS = 12;
/** Untimed runs of each size before the timed rounds, the same for every size. */
const WARM_UP_RUNS = 3;

/** The one walk; the result is checked so that none of the work can be skipped. */
function lintAndPrepareInOneWalk(input: unknown): void {
  const result = lintAndPrepareQuestionnaire(input);
  if (!result.ok || result.diagnostics.length > 0) throw new Error('the generated document must be clean');
}

/** The three separate calls, sharing the parser's index. */
function lintAndPrepareSeparately(input: unknown): void {
  const parsed = parseQuestionnaire(input);
  if (!parsed.ok) throw new Error('the generated document must parse');
  const diagnostics = lintParsedQuestionnaire(parsed.questionnaire, { index: parsed.index });
  if (diagnostics.length > 0) throw new Error('the generated document must be clean');
  prepareQuestionnaire(parsed.questionnaire, parsed.index);
}

/** CPU milliseconds (user and system, every thread of the process: the garbage collector's helpers too) of one run. */
function measure(run: (input: unknown) => void, input: unknown): number {
  const before = process.cpuUsage();
  run(input);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Measures one pipeline on every size and prints its figures. */
function report(name: string, run: (input: unknown) => void, documents: readonly unknown[]): void {
  for (const input of documents) for (let i = 0; i < WARM_UP_RUNS; i++) run(input);
  const samples: number[][] = SIZES.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    documents.forEach((input, i) => {
      for (let r = 0; r < (RUNS_PER_ROUND[i] as number); r++) (samples[i] as number[]).push(measure(run, input));
    });
  }
  console.log(name);
  SIZES.forEach((vertices, i) => {
    const values = samples[i] as number[];
    console.log(
      `${vertices.toLocaleString('en-US').padStart(9)} vertices: mean ${mean(values).toFixed(1)} ms, median ` +
        `${median(values).toFixed(1)} ms, best ${Math.min(...values).toFixed(1)} ms (${values.length} runs)`,
    );
  });
  const [medium, large] = [samples[1] as number[], samples[2] as number[]];
  console.log(
    `  100,000 / 10,000: ${(mean(large) / mean(medium)).toFixed(1)} × by mean, ${(median(large) / median(medium)).toFixed(1)} × by median`,
  );
}

const documents = SIZES.map((vertices) => JSON.parse(JSON.stringify(generateQuestionnaire({ vertices }))));
report('parse + lint + prepare in one walk (lintAndPrepareQuestionnaire)', lintAndPrepareInOneWalk, documents);
report('parse, lint and prepare called one after the other', lintAndPrepareSeparately, documents);
