// Measures parse + lint + prepare by the process's CPU time rather than by the clock, so that other work on a shared
// machine (which stretches wall time but not the work done) disturbs the figures less. Each size is run the same
// number of times untimed first. Two ways, since each bills the garbage collector differently:
// - in one process, the sizes taking turns round after round, so that a busy spell falls on all of them; a
//   collection of the old generation lands in whichever run is going, so runs of one size pay part of what another's
//   garbage costs;
// - each size in processes of its own, the sizes' processes taking turns, so that every size pays for its own
//   garbage and nothing else; a process is short, so its compiler warm-up matters, and is the same in every one.
// The one walk (`lintAndPrepareQuestionnaire`, what the figures promise) is measured both ways, the three separate
// calls in one process for comparison. Run with `pnpm --filter @carecall/graph-core bench:cpu`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { lintAndPrepareQuestionnaire } from '../src/lint/lintAndPrepareQuestionnaire.ts';
import { lintParsedQuestionnaire } from '../src/lint/lintQuestionnaire.ts';
import { parseQuestionnaire } from '../src/parseQuestionnaire.ts';
import { prepareQuestionnaire } from '../src/prepare/prepareQuestionnaire.ts';
import { generateQuestionnaire } from '../src/testing/generateQuestionnaire.ts';

const SIZES = [1_000, 10_000, 100_000];
/** Runs per size in each round: smaller documents run more often, so each size gets a comparable amount of time. */
const RUNS_PER_ROUND = [50, 10, 1];
const ROUNDS = 12;
/**
 * Untimed runs before anything is timed, the same in every process: enough runs of the smallest document for the
 * compiler to have optimised the code (otherwise its work lands in the first timed runs of a process), then this many
 * runs of each document measured there.
 */
const WARM_UP_RUNS = 3;
const COMPILER_WARM_UP_RUNS = 300;

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

/** Prints the figures of each size and the ratio of the 100,000-vertex figure to the 10,000-vertex one. */
function printFigures(name: string, samples: readonly number[][]): void {
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

/** The untimed runs every measuring process starts with. */
function warmUp(run: (input: unknown) => void, smallest: unknown, documents: readonly unknown[]): void {
  for (let i = 0; i < COMPILER_WARM_UP_RUNS; i++) run(smallest);
  for (const input of documents) for (let i = 0; i < WARM_UP_RUNS; i++) run(input);
}

/** Measures one pipeline on every size in this process, the sizes taking turns. */
function measureTakingTurns(run: (input: unknown) => void, documents: readonly unknown[]): number[][] {
  warmUp(run, documents[0], documents);
  const samples: number[][] = SIZES.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    documents.forEach((input, i) => {
      for (let r = 0; r < (RUNS_PER_ROUND[i] as number); r++) (samples[i] as number[]).push(measure(run, input));
    });
  }
  return samples;
}

/** Processes per size, and the rounds' worth of runs each makes: twice `ROUNDS` in all, for steadier means. */
const PROCESSES_PER_SIZE = 3;
const ROUNDS_PER_PROCESS = 8;

/** Measures the one walk on every size in processes of their own, the sizes' processes taking turns. */
function measureInOwnProcesses(): number[][] {
  const samples: number[][] = SIZES.map(() => []);
  const script = fileURLToPath(import.meta.url);
  for (let round = 0; round < PROCESSES_PER_SIZE; round++) {
    SIZES.forEach((_, i) => {
      const child = spawnSync(process.execPath, [...process.execArgv, script, '--size-index', String(i)], {
        encoding: 'utf8',
      });
      if (child.status !== 0) throw new Error(`the measuring process failed: ${child.stderr}`);
      (samples[i] as number[]).push(...(JSON.parse(child.stdout) as number[]));
    });
  }
  return samples;
}

/** In a measuring process: the one walk on one size, its CPU times printed as JSON for the parent. */
function measureOneSize(i: number): void {
  const smallest = JSON.parse(JSON.stringify(generateQuestionnaire({ vertices: SIZES[0] as number })));
  const input = JSON.parse(JSON.stringify(generateQuestionnaire({ vertices: SIZES[i] as number })));
  warmUp(lintAndPrepareInOneWalk, smallest, [input]);
  const runs = (RUNS_PER_ROUND[i] as number) * ROUNDS_PER_PROCESS;
  const samples: number[] = [];
  for (let r = 0; r < runs; r++) samples.push(measure(lintAndPrepareInOneWalk, input));
  process.stdout.write(JSON.stringify(samples));
}

const sizeIndex = process.argv.indexOf('--size-index');
if (sizeIndex >= 0) measureOneSize(Number(process.argv[sizeIndex + 1]));
else {
  const documents = SIZES.map((vertices) => JSON.parse(JSON.stringify(generateQuestionnaire({ vertices }))));
  printFigures(
    'parse + lint + prepare in one walk (lintAndPrepareQuestionnaire), sizes taking turns in one process',
    measureTakingTurns(lintAndPrepareInOneWalk, documents),
  );
  printFigures(
    'parse, lint and prepare called one after the other, sizes taking turns in one process',
    measureTakingTurns(lintAndPrepareSeparately, documents),
  );
  printFigures('parse + lint + prepare in one walk, each size in processes of its own', measureInOwnProcesses());
}
