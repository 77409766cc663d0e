import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt } from './assertBuilt.ts';
import { extractTsBlocks } from './extractTsBlocks.ts';
import { type PackedPackage, packPackage } from './packPackage.ts';
import { runCommand } from './runCommand.ts';
import { type StandInServer, startStandInServer } from './startStandInServer.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const consumerFixtures = fileURLToPath(new URL('../consumer/', import.meta.url));
const attw = fileURLToPath(new URL('../node_modules/.bin/attw', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** The libraries published to npm, by workspace folder. */
const LIBRARIES = { graphCore: 'packages/graph-core', apiClient: 'packages/api-client' } as const;
/** The CLI's package; its bundle carries graph-core and api-client, so their sources are its sources too. */
const CLI = { dir: 'apps/cli', sources: ['src', '../../packages/graph-core/src', '../../packages/api-client/src'] };
/** Entries of the repository's exports that are for its own tests and are not published. */
const UNPUBLISHED_ENTRIES = new Set(['./testing']);
/** Paths that must never be in a tarball: tests and the helpers that import test libraries. */
const TEST_FILES = /(\.test\.ts$|(^|\/)testing\/|arbitraryQuestionnaire|Fixture\.ts$)/;

let work: string;
let consumer: string;
let cliConsumer: string;
let cli: PackedPackage;
const packed = {} as Record<keyof typeof LIBRARIES, PackedPackage>;

function node(script: string, ...args: string[]) {
  return runCommand(process.execPath, [script, ...args], { cwd: consumer });
}

beforeAll(async () => {
  for (const dir of Object.values(LIBRARIES)) assertBuilt(join(root, dir));
  assertBuilt(join(root, CLI.dir), 'dist', CLI.sources);
  work = mkdtempSync(join(tmpdir(), 'carecall-pack-'));
  for (const [key, dir] of Object.entries(LIBRARIES))
    packed[key as keyof typeof LIBRARIES] = await packPackage(join(root, dir), work);
  cli = await packPackage(join(root, CLI.dir), work);
  // The CLI goes into a project of its own, so nothing the libraries installed can stand in for what it lacks.
  cliConsumer = join(work, 'cli-consumer');
  mkdirSync(cliConsumer);
  writeFileSync(join(cliConsumer, 'package.json'), `${JSON.stringify({ name: 'carecall-cli-user', private: true })}\n`);
  await runCommand('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', cli.tarball], {
    cwd: cliConsumer,
  });
  consumer = join(work, 'consumer');
  mkdirSync(consumer);
  cpSync(consumerFixtures, consumer, { recursive: true });
  // The READMEs' TypeScript examples are compiled with the consumer's own code (see the type-check test).
  mkdirSync(join(consumer, 'readme'));
  for (const dir of Object.values(LIBRARIES)) {
    const readme = readFileSync(join(root, dir, 'README.md'), 'utf8');
    for (const block of extractTsBlocks(readme))
      writeFileSync(join(consumer, 'readme', `${basename(dir)}-${block.line}.ts`), block.code);
  }
  writeFileSync(
    join(consumer, 'package.json'),
    `${JSON.stringify({ name: 'carecall-consumer', private: true, type: 'module' }, null, 2)}\n`,
  );
  // Dependencies come from npm's registry, as for anyone installing the tarballs.
  await runCommand(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--loglevel=error',
      ...Object.values(packed).map((pkg) => pkg.tarball),
      '@types/node@^20',
    ],
    { cwd: consumer },
  );
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed libraries', () => {
  it('publish built JavaScript and declarations through exports, without tests or workspace ranges', () => {
    for (const pkg of Object.values(packed)) {
      const { manifest, source, files } = pkg;
      expect(manifest.exports?.['.'], manifest.name).toEqual({ types: './dist/index.d.ts', import: './dist/index.js' });
      expect(manifest.type).toBe('module');
      expect(manifest.sideEffects).toBe(false);
      expect(manifest.engines?.node).toMatch(/^>=20/);
      // Every entry of the repository's exports is published (a new one needs its publishConfig.exports line).
      const published = Object.keys(source.exports ?? {}).filter((entry) => !UNPUBLISHED_ENTRIES.has(entry));
      expect(Object.keys(manifest.exports ?? {}), manifest.name).toEqual(expect.arrayContaining(published));
      for (const [entry, target] of Object.entries(manifest.exports ?? {})) {
        const paths = typeof target === 'string' ? [target] : Object.values(target as Record<string, string>);
        for (const path of paths) expect(files, `${manifest.name} ${entry}`).toContain(path.replace(/^\.\//, ''));
      }
      expect(files.filter((file) => TEST_FILES.test(file))).toEqual([]);
      for (const [name, range] of Object.entries(manifest.dependencies ?? {}))
        expect(range, `${manifest.name} → ${name}`).not.toMatch(/^workspace:/);
    }
    expect(packed.apiClient.manifest.dependencies?.['@carecall/graph-core']).toBe(packed.graphCore.manifest.version);
    // graph-core hands dagre a ranker function, a hook dagre does not document: only the tested version may install.
    expect(packed.graphCore.manifest.dependencies?.['@dagrejs/dagre']).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('import every published entry in plain Node', async () => {
    for (const { manifest } of Object.values(packed)) {
      for (const [entry, target] of Object.entries(manifest.exports ?? {})) {
        if (typeof target === 'string') continue;
        const specifier = `${manifest.name}${entry.slice(1)}`;
        const { stdout } = await runCommand(
          process.execPath,
          ['--input-type=module', '-e', `console.log(Object.keys(await import('${specifier}')).length)`],
          { cwd: consumer },
        );
        expect(Number(stdout), specifier).toBeGreaterThan(0);
      }
    }
  });

  it('graph-core parses, lints, prepares, lays out and edits a questionnaire in plain Node', async () => {
    const result = JSON.parse((await node('use-graph-core.mjs')).stdout);
    expect(result).toEqual({
      patchesLoadedByImport: false,
      diagnostics: ['warning placeholder todo'],
      saveIssues: [],
      preparedVertices: ['hello', 'feeling', 'glad', 'bye', 'end'],
      feelingIntents: [['yes']],
      layout: { vertices: ['hello', 'feeling', 'glad', 'bye', 'end'], edges: 4, positive: true },
      addedVertex: 'auto_generated_1',
      undoRestores: true,
      schemaDialect: 'https://json-schema.org/draft/2020-12/schema',
      schemaHasNodes: true,
    });
  });

  it('api-client calls a server from plain Node and validates its answers with graph-core', async () => {
    const questionnaire = JSON.parse(readFileSync(join(consumerFixtures, 'questionnaire.json'), 'utf8'));
    let server: StandInServer | undefined;
    try {
      server = await startStandInServer({
        'GET /bot/questionnaire/7': { status: 200, body: { ...questionnaire, version: 3, read_only: false } },
        'GET /bot/questionnaire': {
          status: 200,
          body: {
            questionnaires: [{ id: 7, name: 'Weekly check-in', organization_id: 3, version: 3, read_only: false }],
          },
        },
      });
      const result = JSON.parse((await node('use-api-client.mjs', server.origin)).stdout);
      expect(result).toEqual({
        document: { id: 7, name: 'Weekly check-in', version: 3, type: 'none' },
        listed: [7],
        missing: '404 NOT_FOUND',
        badInput: '- INVALID_REQUEST',
        schemaFields: ['nodes'],
      });
      // The invalid call never left the client; the three others carried the injected credentials.
      expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
        'GET /bot/questionnaire/7',
        'GET /bot/questionnaire',
        'GET /bot/questionnaire/404',
      ]);
      for (const { headers } of server.requests) {
        expect(headers.authorization).toBe('Bearer token-1');
        expect(headers['device-id']).toBe('device-1');
        expect(headers['organization-id']).toBe('3');
      }
    } finally {
      await server?.close();
    }
  });

  // Both runs compile consumer/check-types.ts and every ```ts block of the libraries' READMEs (readme/<package>-<line>.ts).
  // nodenext also checks the packages' declaration files themselves (skipLibCheck off); bundler skips them for time.
  it.each(['nodenext', 'bundler'])(
    'type-check in a strict TypeScript project, README examples included (%s)',
    async (mode) => {
      expect(readdirSync(join(consumer, 'readme')).length).toBeGreaterThanOrEqual(Object.keys(LIBRARIES).length);
      const run = await runCommand(process.execPath, [tsc, '-p', `tsconfig.${mode}.json`, '--pretty', 'false'], {
        cwd: consumer,
        allowFailure: true,
      });
      // An error in an example is reported at its line in the README.
      const report = (run.stdout + run.stderr).replace(
        /readme\/([\w-]+)-(\d+)\.ts\((\d+),(\d+)\)/g,
        (_, name: string, first: string, line: string, column: string) =>
          `packages/${name}/README.md:${Number(first) + Number(line) - 1}:${column}`,
      );
      expect(report).toBe('');
      expect(run.code).toBe(0);
    },
  );

  it('have types that resolve for ESM consumers in Node and bundlers (attw)', async () => {
    for (const pkg of Object.values(packed)) {
      const run = await runCommand(attw, [pkg.tarball, '--profile', 'esm-only', '--format', 'ascii'], {
        cwd: work,
        allowFailure: true,
      });
      expect(run.code, `${pkg.manifest.name}\n${run.stdout}${run.stderr}`).toBe(0);
    }
  });
});

describe('the packed CLI', () => {
  it('is one bundle with a carecall bin, the Node it needs and no dependencies to install', () => {
    const { manifest, files } = cli;
    expect(manifest.bin).toEqual({ carecall: expect.stringMatching(/^(\.\/)?dist\/carecall\.js$/) });
    expect(manifest.engines?.node).toMatch(/^>=20/);
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(files.sort()).toEqual(['README.md', 'dist/carecall.js', 'package.json']);
  });

  it('runs carecall lint from the installed bin with plain Node', async () => {
    const carecall = join(cliConsumer, 'node_modules', '.bin', 'carecall');
    const questionnaire = JSON.parse(readFileSync(join(consumerFixtures, 'questionnaire.json'), 'utf8'));
    writeFileSync(join(cliConsumer, 'questionnaire.json'), JSON.stringify(questionnaire));
    writeFileSync(join(cliConsumer, 'no-start.json'), JSON.stringify({ ...questionnaire, starting_node: 'nowhere' }));

    const version = await runCommand(carecall, ['--version'], { cwd: cliConsumer });
    expect(version.stdout.trim()).toBe(cli.manifest.version);
    // Warnings only: exit 0.
    const clean = await runCommand(carecall, ['lint', 'questionnaire.json'], { cwd: cliConsumer, allowFailure: true });
    expect(clean.code).toBe(0);
    expect(clean.stdout).toContain('questionnaire.json: vertex todo: warning:');
    // An error: exit 1, and the JSON report names the rule.
    const failing = await runCommand(carecall, ['lint', 'no-start.json', '--format', 'json'], {
      cwd: cliConsumer,
      allowFailure: true,
    });
    expect(failing.code).toBe(1);
    const [report] = JSON.parse(failing.stdout) as { diagnostics: { rule: string; severity: string }[] }[];
    expect(report?.diagnostics).toContainEqual(expect.objectContaining({ rule: 'missing-start', severity: 'error' }));
  });

  it('runs carecall simulate from the installed bin with plain Node', async () => {
    const carecall = join(cliConsumer, 'node_modules', '.bin', 'carecall');
    writeFileSync(join(cliConsumer, 'questionnaire.json'), readFileSync(join(consumerFixtures, 'questionnaire.json')));
    writeFileSync(join(cliConsumer, 'inputs.txt'), 'maybe\n!digits 1\n');
    writeFileSync(join(cliConsumer, 'context.json'), JSON.stringify({ params: { first_name: 'Ann' } }));
    const run = await runCommand(
      carecall,
      ['simulate', 'questionnaire.json', '--inputs', 'inputs.txt', '--context', 'context.json', '--format', 'json'],
      { cwd: cliConsumer, allowFailure: true },
    );
    expect(run.code, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(result).toMatchObject({ status: 'ended', reason: 'completed' });
    expect(result.transcript[0]).toEqual({ from: 'CALLER', message: 'Hello Ann, this is your weekly check-in.' });
    expect(result.answers).toEqual([{ vertex: 'feeling', name: 'feeling', value: 'Yes' }]);
    expect(result.path).toEqual(['hello', 'feeling', 'glad', 'bye']);
  });
});
