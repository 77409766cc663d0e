// Measures parse + lint + prepare (`lintAndPrepareQuestionnaire`, one walk) by the process's CPU time rather than by
// the clock, so that other work on a shared machine (which stretches wall time but not the work done) disturbs the
// figures less. Each size runs in processes of its own, the sizes' processes taking turns, so that every size pays for
// its own garbage and nothing else. Documents are fed two ways:
// - each run a document not read in the runs just before (the figures the targets are judged by): every size gets as
//   many copies of its document as make 100,000 vertices, taken in turn, so that every size reads the same amount of
//   memory between two reads of one document. A 10,000-vertex document (about 6.5 MB of objects) read again and again
//   stays in the processor's cache (32 MB here) from one run to the next, a 100,000-vertex one (about 65 MB) never
//   does, and neither does a document a file or a request has just brought;
// - the same document again and again, for comparison.
// A baseline fed the same ways, a loop that only reads every field of every vertex and edge, shows what the memory
// system alone makes of the sizes. Run with `pnpm --filter @carecall/graph-core bench:cpu`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { lintAndPrepareQuestionnaire } from '../src/lint/lintAndPrepareQuestionnaire.ts';
import { generateQuestionnaire } from '../testing/generateQuestionnaire.ts';

const SIZES = [1_000, 10_000, 100_000];
/** Timed runs per process: smaller documents run more often, so each size gets a comparable amount of time. */
const RUNS = [400, 80, 12];
const PROCESSES_PER_SIZE = 3;
/**
 * Untimed runs before anything is timed, the same in every process: enough runs of a small document for the
 * compiler to have optimised the code (otherwise its work lands in the first timed runs of a process), then a few
 * runs of the documents measured there.
 */
const COMPILER_WARM_UP_RUNS = 300;
const WARM_UP_RUNS = 3;
/** Every size reads this many vertices' worth of distinct documents in turn. */
const ROTATION_VERTICES = 100_000;

type Feeding = 'rotating' | 'same';

/** The one walk; the result is checked so that none of the work can be skipped. */
function lintAndPrepareInOneWalk(input: unknown): number {
  const result = lintAndPrepareQuestionnaire(input);
  if (!result.ok || result.diagnostics.length > 0) throw new Error('the generated document must be clean');
  return result.prepared.edges.length;
}

/** Reads every field of every vertex and edge (string lengths, the first level below each vertex value), nothing else. */
function readEveryField(input: unknown): number {
  const { nodes, edges } = input as { nodes: Record<string, unknown>[]; edges: Record<string, unknown>[] };
  let sum = 0;
  for (const vertex of nodes) {
    sum += (vertex.v as string).length;
    const value = vertex.value as Record<string, Record<string, unknown>>;
    for (const kind in value) {
      const payload = value[kind] as Record<string, unknown>;
      for (const field in payload) {
        const text = payload[field];
        sum += typeof text === 'string' ? text.length : 1;
      }
    }
  }
  for (const edge of edges) {
    sum += (edge.v as string).length + (edge.w as string).length + (edge.name as string).length;
    for (const condition of edge.value as { value: string }[]) sum += condition.value.length;
  }
  return sum;
}

/** CPU milliseconds (user and system, every thread of the process: the garbage collector's helpers too) of one run. */
function measure(run: (input: unknown) => number, input: unknown): number {
  const before = process.cpuUsage();
  if (run(input) < 0) throw new Error('unreachable');
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** In a measuring process: both measurements of one size and feeding, printed as JSON for the parent. */
function measureOneSize(i: number, feeding: Feeding): void {
  const vertices = SIZES[i] as number;
  const text = JSON.stringify(generateQuestionnaire({ vertices }));
  const copies = feeding === 'rotating' ? Math.ceil(ROTATION_VERTICES / vertices) : 1;
  // Each copy is a document of its own, as `JSON.parse` builds it.
  const documents = Array.from({ length: copies }, () => JSON.parse(text));
  const smallest = JSON.parse(JSON.stringify(generateQuestionnaire({ vertices: SIZES[0] as number })));
  for (let r = 0; r < COMPILER_WARM_UP_RUNS; r++) lintAndPrepareInOneWalk(smallest);
  const runs = RUNS[i] as number;
  const samples = { walk: [] as number[], baseline: [] as number[] };
  for (const [name, run] of [
    ['walk', lintAndPrepareInOneWalk],
    ['baseline', readEveryField],
  ] as const) {
    for (const input of documents.slice(0, WARM_UP_RUNS)) run(input);
    for (let r = 0; r < runs; r++) samples[name].push(measure(run, documents[r % copies]));
  }
  process.stdout.write(JSON.stringify(samples));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Prints the figures of each size and the ratio of the 100,000-vertex figure to the 10,000-vertex one. */
function printFigures(name: string, samples: readonly number[][]): void {
  console.log(name);
  SIZES.forEach((vertices, i) => {
    const values = samples[i] as number[];
    console.log(
      `${vertices.toLocaleString('en-US').padStart(9)} vertices: mean ${mean(values).toFixed(2)} ms, median ` +
        `${median(values).toFixed(2)} ms, best ${Math.min(...values).toFixed(2)} ms (${values.length} runs)`,
    );
  });
  const [medium, large] = [samples[1] as number[], samples[2] as number[]];
  console.log(
    `  100,000 / 10,000: ${(mean(large) / mean(medium)).toFixed(1)} × by mean, ${(median(large) / median(medium)).toFixed(1)} × by median`,
  );
}

/** Measures every size in processes of their own, the sizes' processes taking turns. */
function measureInOwnProcesses(feeding: Feeding): { walk: number[][]; baseline: number[][] } {
  const samples = { walk: SIZES.map((): number[] => []), baseline: SIZES.map((): number[] => []) };
  const script = fileURLToPath(import.meta.url);
  for (let round = 0; round < PROCESSES_PER_SIZE; round++) {
    SIZES.forEach((_, i) => {
      const child = spawnSync(
        process.execPath,
        [...process.execArgv, script, '--size-index', String(i), '--feeding', feeding],
        { encoding: 'utf8' },
      );
      if (child.status !== 0) throw new Error(`the measuring process failed: ${child.stderr}`);
      const measured = JSON.parse(child.stdout) as { walk: number[]; baseline: number[] };
      (samples.walk[i] as number[]).push(...measured.walk);
      (samples.baseline[i] as number[]).push(...measured.baseline);
    });
  }
  return samples;
}

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
};
const sizeIndex = argument('--size-index');
if (sizeIndex !== undefined) measureOneSize(Number(sizeIndex), argument('--feeding') as Feeding);
else {
  for (const feeding of ['rotating', 'same'] as const) {
    const what = feeding === 'rotating' ? 'each run a document not read just before' : 'the same document again';
    const samples = measureInOwnProcesses(feeding);
    printFigures(`parse + lint + prepare in one walk, ${what}`, samples.walk);
    printFigures(`baseline: reading every field, ${what}`, samples.baseline);
  }
}
