// Measures parse + lint + prepare by the process's CPU time rather than by the clock, so that other work on a shared
// machine (which stretches wall time but not the work done) disturbs the figures less. The sizes take turns, round
// after round, so a busy spell falls on all of them. Run with `pnpm --filter @carecall/graph-core bench:cpu`.
import { lintParsedQuestionnaire } from '../src/lint/lintQuestionnaire.ts';
import { parseQuestionnaire } from '../src/parseQuestionnaire.ts';
import { prepareQuestionnaire } from '../src/prepare/prepareQuestionnaire.ts';
import { generateQuestionnaire } from '../src/testing/generateQuestionnaire.ts';

const SIZES = [1_000, 10_000, 100_000];
/** Runs per size in each round: smaller documents run more often, so each size gets a comparable amount of time. */
const RUNS_PER_ROUND = [50, 10, 1];
const ROUNDS = 12;

function parseLintPrepare(input: unknown): void {
  const parsed = parseQuestionnaire(input);
  if (!parsed.ok) throw new Error('the generated document must parse');
  lintParsedQuestionnaire(parsed.questionnaire, { index: parsed.index });
  prepareQuestionnaire(parsed.questionnaire, parsed.index);
}

/** CPU milliseconds (user and system, every thread of the process: the garbage collector's helpers too) of one run. */
function measure(input: unknown): number {
  const before = process.cpuUsage();
  parseLintPrepare(input);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

const documents = SIZES.map((vertices) => JSON.parse(JSON.stringify(generateQuestionnaire({ vertices }))));
const samples: number[][] = SIZES.map(() => []);
for (let round = 0; round < ROUNDS; round++) {
  documents.forEach((input, i) => {
    for (let run = 0; run < (RUNS_PER_ROUND[i] as number); run++) (samples[i] as number[]).push(measure(input));
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
SIZES.forEach((vertices, i) => {
  const values = samples[i] as number[];
  console.log(
    `${vertices.toLocaleString('en-US').padStart(7)} vertices: mean ${mean(values).toFixed(1)} ms, median ` +
      `${median(values).toFixed(1)} ms, best ${Math.min(...values).toFixed(1)} ms (${values.length} runs)`,
  );
});
const [medium, large] = [samples[1] as number[], samples[2] as number[]];
console.log(
  `100,000 / 10,000: ${(mean(large) / mean(medium)).toFixed(1)} × by mean, ${(median(large) / median(medium)).toFixed(1)} × by median`,
);
