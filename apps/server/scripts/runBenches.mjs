/**
 * `pnpm bench` of the server: runs every benchmark in turn, even after one fails, so that one missed budget does not
 * hide the others' figures; exits 1 at the end when any failed, naming them.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Each benchmark as the command that runs it, in the order they are reported.
 * @type {Array<[string, [string, ...string[]]]>}
 */
const BENCHES = [
  ['vitest bench', ['pnpm', 'exec', 'vitest', 'bench', '--run']],
  ['server', ['node', '--import', 'tsx', 'bench/serverBench.ts']],
  ['client list under load', ['node', '--import', 'tsx', 'bench/clientListLoad.ts']],
  ['restart', ['node', '--import', 'tsx', 'bench/restartBench.ts']],
  ['voice analysis', ['node', '--import', 'tsx', 'bench/voiceAnalysisBench.ts']],
  ['live calls', ['node', '--import', 'tsx', 'bench/telephonyBench.ts']],
  ['call to ringing', ['node', '--import', 'tsx', 'bench/ringbackBench.ts']],
  ['calls', ['node', '--import', 'tsx', 'bench/callsBench.ts']],
  ['calls list under load', ['node', '--import', 'tsx', 'bench/callsListLoad.ts']],
  ['scheduler', ['node', '--import', 'tsx', 'bench/schedulerBench.ts']],
  ['bot calls', ['node', '--import', 'tsx', 'bench/botCallsBench.ts']],
  ['bot calls with media', ['node', '--import', 'tsx', 'bench/botCallMediaBench.ts']],
];

const failed = [];
for (const [name, [command, ...args]] of BENCHES) {
  const { status, error } = spawnSync(command, args, { cwd: SERVER_ROOT, stdio: 'inherit' });
  if (error || status !== 0) failed.push(name);
}
if (failed.length > 0) {
  console.error(`\nBenchmarks that failed or missed their budget: ${failed.join(', ')}`);
  process.exit(1);
}
