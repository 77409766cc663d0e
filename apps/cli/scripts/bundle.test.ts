import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleCli, isBundleStale } from './bundle.mjs';

const manifest = JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8'));

describe('the CLI bundle and its staleness check', () => {
  let dir: string;
  let bundle: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'carecall-bundle-'));
    bundle = join(dir, 'carecall.js');
    await bundleCli(bundle);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs with plain Node and records the sources of every package it was built from', () => {
    const run = spawnSync(process.execPath, [bundle, '--version'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe(manifest.version);
    const { inputs } = JSON.parse(readFileSync(join(dir, 'carecall.inputs.json'), 'utf8')) as { inputs: string[] };
    for (const source of [
      'apps/cli/src/bin.ts',
      'packages/graph-core/src/index.ts',
      'packages/api-client/src/index.ts',
    ])
      expect(inputs.some((input) => input.endsWith(source))).toBe(true);
    expect(inputs.some((input) => input.endsWith('pnpm-lock.yaml'))).toBe(true);
  });

  it('is stale when an input changed after its build started, when an input is gone, and when it was never built', () => {
    const record = JSON.parse(readFileSync(join(dir, 'carecall.inputs.json'), 'utf8')) as {
      startedAt: number;
      inputs: string[];
    };
    const newest = Math.max(...record.inputs.map((input) => statSync(input).mtimeMs));
    // A copy of the bundle with an edited record, so no source file has to be touched.
    const isStaleWith = (changes: Partial<typeof record>): boolean => {
      copyFileSync(bundle, join(dir, 'copy.js'));
      writeFileSync(join(dir, 'copy.inputs.json'), JSON.stringify({ ...record, ...changes }));
      return isBundleStale(join(dir, 'copy.js'));
    };
    expect(isStaleWith({ startedAt: newest + 1 })).toBe(false);
    // An edit, a checkout or a pull after the build started sets an input's time past it.
    expect(isStaleWith({ startedAt: newest - 1 })).toBe(true);
    expect(isStaleWith({ startedAt: newest + 1, inputs: [...record.inputs, join(dir, 'removed.ts')] })).toBe(true);
    expect(isBundleStale(join(dir, 'never-built.js'))).toBe(true);
  });
});
