import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { LINT_RULES } from '@carecall/graph-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCliSandbox } from '../testing/useCliSandbox.ts';
import { toArtifactUri } from './lintSarifReport.ts';

const { run, path: file, write } = useCliSandbox('carecall-lint-');

const clean = {
  id: 42,
  questionnaire_name: 'Weekly check-in',
  starting_node: 'auto_generated_1',
  complete_node: ['auto_generated_3'],
  nodes: [
    { v: 'auto_generated_1', value: { say: { message: 'Hello {first_name}.' } } },
    { v: 'auto_generated_2', value: { ask: { name: 'well', question: 'Are you well?', type: 'Twilio.YES_NO' } } },
    { v: 'auto_generated_3', value: { say: { message: 'Goodbye.' } } },
  ],
  edges: [
    { v: 'auto_generated_1', w: 'auto_generated_2', name: '0', value: [] },
    {
      v: 'auto_generated_2',
      w: 'auto_generated_3',
      name: '1',
      value: [{ action: 'answer', operator: '=', value: 'Yes' }],
    },
    {
      v: 'auto_generated_2',
      w: 'auto_generated_3',
      name: '2',
      value: [{ action: 'answer', operator: '=', value: 'No' }],
    },
  ],
};

/** The clean document plus a placeholder child: warnings only. */
const withPlaceholder = {
  ...clean,
  nodes: [...clean.nodes, { v: 'auto_generated_4', value: { placeholder: { text: 'click to edit' } } }],
  edges: [...clean.edges, { v: 'auto_generated_3', w: 'auto_generated_4', name: '3', value: [] }],
};

/** The clean document with an empty say and an edge that lost its condition: errors. */
const broken = {
  ...clean,
  nodes: [clean.nodes[0], clean.nodes[1], { v: 'auto_generated_3', value: { say: { message: '' } } }],
  edges: [clean.edges[0], clean.edges[1], { ...clean.edges[2], value: [] }],
};

const malformed = { ...clean, nodes: [...clean.nodes, { v: 'auto_generated_9', value: { shout: {} } }] };

beforeAll(async () => {
  await write('clean.json', JSON.stringify(clean));
  await write('placeholder.json', JSON.stringify(withPlaceholder));
  await write('broken.json', JSON.stringify(broken));
  await write('malformed.json', JSON.stringify(malformed));
  await write('not-json.json', '{ "id": 42,');
  await write('params.json', JSON.stringify(['first_name']));
  await write('other-params.json', JSON.stringify(['last_name']));
  await write('bad-params.json', JSON.stringify({ keys: ['first_name'] }));
  await write('number-params.json', JSON.stringify([1, 2]));
});

describe('carecall lint: exit codes', () => {
  it('exits 0 on a clean file and says so', async () => {
    const result = await run(['lint', file('clean.json')]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe('no problems in 1 file\n');
  });

  it('exits 0 when there are only warnings, listing them', async () => {
    const result = await run(['lint', file('placeholder.json')]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`${file('placeholder.json')}: vertex auto_generated_4: warning: `);
    expect(result.stdout).toContain('[placeholder]');
    expect(result.stdout).toMatch(/1 problem \(0 errors, 1 warning\) in 1 file\n$/);
  });

  it('exits 1 on errors, one line per diagnostic naming file, vertex or edge, and rule', async () => {
    const result = await run(['lint', file('broken.json'), file('clean.json')]);
    expect(result.code).toBe(1);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines).toEqual([
      `${file('broken.json')}: vertex auto_generated_3: error: say vertex: require text (message) [vertex-text]`,
      expect.stringMatching(
        new RegExp(
          `^${file('broken.json')}: edge auto_generated_2 -> auto_generated_3 \\(2\\): error: .* \\[missing-condition\\]$`,
        ),
      ),
      '2 problems (2 errors, 0 warnings) in 2 files',
    ]);
  });

  it('exits 1 with schema diagnostics on a document that does not match the format', async () => {
    const result = await run(['lint', file('malformed.json')]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      'vertex auto_generated_9: error: nodes[3].value.shout: unknown vertex kind "shout" [schema]',
    );
  });

  it('exits 2 with one clear line on a missing file, printing no report', async () => {
    const missing = file('missing.json');
    const result = await run(['lint', file('clean.json'), missing]);
    expect(result).toEqual({ code: 2, stdout: '', stderr: `carecall: ${missing}: no such file\n` });
  });

  it('exits 2 on a file that is not JSON', async () => {
    const result = await run(['lint', file('not-json.json')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(new RegExp(`^carecall: ${file('not-json.json')}: not valid JSON \\(.*\\)\\n$`));
  });

  it('exits 2 when no file is given', async () => {
    const result = await run(['lint']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('no files given');
  });

  it('exits 2 on an unknown format', async () => {
    const result = await run(['lint', '--format', 'xml', file('clean.json')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('xml');
    expect(result.stdout).toBe('');
  });
});

describe('carecall lint --params', () => {
  it('checks parameters against the known keys', async () => {
    expect((await run(['lint', '--params', file('params.json'), file('clean.json')])).code).toBe(0);
    const result = await run(['lint', '--params', file('other-params.json'), file('clean.json')]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('A selected parameter does not exist: first_name');
    expect(result.stdout).toContain('[unknown-parameter]');
  });

  it('skips the parameter rule without --params', async () => {
    expect((await run(['lint', file('clean.json')])).stdout).not.toContain('unknown-parameter');
  });

  it.each([
    ['bad-params.json', 'expected a JSON array of parameter keys (strings)'],
    ['number-params.json', 'expected a JSON array of parameter keys (strings)'],
    ['not-json.json', 'not valid JSON'],
  ])('exits 2 on a bad params file (%s)', async (name, message) => {
    const result = await run(['lint', '--params', file(name), file('clean.json')]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(message);
  });

  it('exits 2 on a missing params file', async () => {
    const result = await run(['lint', '--params', file('nope.json'), file('clean.json')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`carecall: ${file('nope.json')}: no such file\n`);
  });
});

describe('carecall lint --format', () => {
  it('prints JSON: one entry per file with its diagnostics', async () => {
    const result = await run(['lint', '--format', 'json', file('broken.json'), file('placeholder.json')]);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout);
    expect(report).toHaveLength(2);
    expect(report[0]).toEqual({
      file: file('broken.json'),
      diagnostics: [
        {
          rule: 'vertex-text',
          severity: 'error',
          message: 'say vertex: require text (message)',
          vertex: 'auto_generated_3',
        },
        {
          rule: 'missing-condition',
          severity: 'error',
          message: expect.any(String),
          edge: { v: 'auto_generated_2', w: 'auto_generated_3', name: '2' },
        },
      ],
    });
    expect(report[1].diagnostics.map((d: { rule: string }) => d.rule)).toEqual(['placeholder']);
    for (const entry of report)
      for (const diagnostic of entry.diagnostics)
        expect(
          Object.keys(diagnostic).every((key) => ['rule', 'severity', 'message', 'vertex', 'edge'].includes(key)),
        ).toBe(true);
  });

  it('prints an empty diagnostics list for a clean file', async () => {
    const result = await run(['lint', '--format', 'json', file('clean.json')]);
    expect(JSON.parse(result.stdout)).toEqual([{ file: file('clean.json'), diagnostics: [] }]);
  });

  it('prints SARIF 2.1.0 with every rule and located results', async () => {
    const result = await run(['lint', '--format', 'sarif', file('broken.json'), file('placeholder.json')]);
    expect(result.code).toBe(1);
    const log = JSON.parse(result.stdout);
    expect(log.version).toBe('2.1.0');
    expect(log.$schema).toMatch(/sarif-2\.1\.0/);
    expect(log.runs).toHaveLength(1);
    const [runLog] = log.runs;
    expect(runLog.tool.driver.name).toBe('carecall');
    expect(runLog.tool.driver.rules.map((rule: { id: string }) => rule.id)).toEqual(LINT_RULES.map((rule) => rule.id));
    expect(runLog.tool.driver.rules[0]).toEqual({
      id: 'schema',
      shortDescription: { text: expect.any(String) },
      defaultConfiguration: { level: 'error' },
    });
    expect(runLog.results).toHaveLength(3);
    const [vertexResult, edgeResult, warning] = runLog.results;
    expect(vertexResult).toEqual({
      ruleId: 'vertex-text',
      ruleIndex: LINT_RULES.findIndex((rule) => rule.id === 'vertex-text'),
      level: 'error',
      message: { text: 'say vertex: require text (message)' },
      locations: [
        {
          physicalLocation: { artifactLocation: { uri: expect.stringMatching(/^file:\/\/.*broken\.json$/), index: 0 } },
          logicalLocations: [
            { name: 'auto_generated_3', fullyQualifiedName: 'nodes/auto_generated_3', kind: 'vertex' },
          ],
        },
      ],
    });
    expect(edgeResult.locations[0].logicalLocations[0]).toMatchObject({
      name: 'auto_generated_2 -> auto_generated_3 (2)',
      kind: 'edge',
    });
    expect(warning).toMatchObject({ ruleId: 'placeholder', level: 'warning' });
    expect(warning.locations[0].physicalLocation.artifactLocation.index).toBe(1);
  });

  it('keeps relative artifact URIs relative, with forward slashes and escaped characters', () => {
    expect(toArtifactUri(join('questionnaires', 'weekly check-in.json'))).toBe('questionnaires/weekly%20check-in.json');
    expect(toArtifactUri('/tmp/q.json')).toBe('file:///tmp/q.json');
  });

  it('colours the text report only on a terminal', async () => {
    const plain = await run(['lint', file('broken.json')]);
    const coloured = await run(['lint', file('broken.json')], true);
    expect(plain.stdout).not.toContain('\u001b[');
    expect(coloured.stdout).toContain('\u001b[31merror\u001b[0m');
    expect(coloured.stdout.replace(new RegExp(`${String.fromCharCode(27)}\\[\\d+m`, 'g'), '')).toBe(plain.stdout);
  });
});

describe('carecall lint as a process', () => {
  it('runs through bin.ts and exits with the lint result', async () => {
    const root = fileURLToPath(new URL('../../../../', import.meta.url));
    const exec = promisify(execFile);
    const ok = await exec(process.execPath, ['--import', 'tsx', 'apps/cli/src/bin.ts', 'lint', file('clean.json')], {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(ok.stdout).toBe('no problems in 1 file\n');
    const failed = await exec(
      process.execPath,
      ['--import', 'tsx', 'apps/cli/src/bin.ts', 'lint', file('broken.json')],
      {
        cwd: root,
        env: { ...process.env, NO_COLOR: '1' },
      },
    ).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain('[vertex-text]');
  }, 30_000);
});
