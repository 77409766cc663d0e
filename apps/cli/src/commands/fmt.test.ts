import { readFile } from 'node:fs/promises';
import { formatQuestionnaire, type QuestionnaireInput } from '@carecall/graph-core';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { useCliSandbox } from '../testing/useCliSandbox.ts';

const { run, path, write } = useCliSandbox('carecall-fmt-');

/** A questionnaire with every kind of object the format names, written with its keys out of order. */
const scrambled = {
  edges: [
    { value: [], name: '0', w: 'auto_generated_2', v: 'auto_generated_1' },
    {
      intents: ['yes'],
      value: [{ value: 'Yes', operator: '=', action: 'answer' }],
      name: '1',
      w: 'auto_generated_3',
      v: 'auto_generated_2',
    },
    {
      value: [{ value: 'No', operator: '=', action: 'answer' }],
      name: '2',
      w: 'auto_generated_3',
      v: 'auto_generated_2',
    },
  ],
  nodes: [
    { value: { say: { message: 'Hello {first_name}.' } }, v: 'auto_generated_1' },
    {
      value: { tagsv2: [12], ask: { type: 'Twilio.YES_NO', question: 'Are you well?', name: 'well' } },
      v: 'auto_generated_2',
    },
    { value: { say: { message: 'Goodbye.' } }, v: 'auto_generated_3' },
  ],
  sub_questionnaires: [],
  complete_node: ['auto_generated_3'],
  starting_node: 'auto_generated_1',
  language: 'en-US',
  questionnaire_name: 'Weekly check-in',
  id: 42,
  custom_note: 'kept, after the named keys',
};

describe('carecall fmt', () => {
  it('prints one file in canonical form and exits 0', async () => {
    await write('print.json', JSON.stringify(scrambled));
    const result = await run(['fmt', path('print.json')]);
    expect(result).toEqual({ code: 0, stdout: formatQuestionnaire(scrambled as QuestionnaireInput), stderr: '' });
    expect(Object.keys(JSON.parse(result.stdout))).toEqual([
      'id',
      'questionnaire_name',
      'language',
      'starting_node',
      'complete_node',
      'sub_questionnaires',
      'nodes',
      'edges',
      'custom_note',
    ]);
    expect(result.stdout).toContain('"value": {\n        "ask": {\n          "name": "well",');
    expect(result.stdout.endsWith('}\n')).toBe(true);
    // Formatting the output again changes nothing.
    await write('print-again.json', result.stdout);
    expect((await run(['fmt', path('print-again.json')])).stdout).toBe(result.stdout);
  });

  it('--check lists the files that would change, exits 1, and touches nothing', async () => {
    const formatted = formatQuestionnaire(scrambled as QuestionnaireInput);
    await write('check-bad.json', JSON.stringify(scrambled, null, 4));
    await write('check-good.json', formatted);
    const result = await run(['fmt', '--check', path('check-good.json'), path('check-bad.json')]);
    expect(result).toEqual({ code: 1, stdout: `${path('check-bad.json')}\n`, stderr: '' });
    expect(await readFile(path('check-bad.json'), 'utf8')).toBe(JSON.stringify(scrambled, null, 4));
    expect(await run(['fmt', '--check', path('check-good.json')])).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('--write rewrites the files that change, lists them, and is then a no-op', async () => {
    await write('write-a.json', JSON.stringify(scrambled));
    await write('write-b.json', formatQuestionnaire(scrambled as QuestionnaireInput));
    const result = await run(['fmt', '--write', path('write-a.json'), path('write-b.json')]);
    expect(result).toEqual({ code: 0, stdout: `${path('write-a.json')}\n`, stderr: '' });
    expect(await readFile(path('write-a.json'), 'utf8')).toBe(formatQuestionnaire(scrambled as QuestionnaireInput));
    expect(await run(['fmt', '--write', path('write-a.json')])).toEqual({ code: 0, stdout: '', stderr: '' });
    expect((await run(['fmt', '--check', path('write-a.json'), path('write-b.json')])).code).toBe(0);
  });

  it('never rewrites a file that fails the schema: its problems go to stderr and the exit code is 1', async () => {
    const broken = { ...scrambled, nodes: [...scrambled.nodes, { v: 'auto_generated_4', value: { shout: {} } }] };
    await write('broken.json', JSON.stringify(broken));
    await write('fine.json', JSON.stringify(scrambled));
    const result = await run(['fmt', '--write', path('broken.json'), path('fine.json')]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(`${path('fine.json')}\n`);
    expect(result.stderr).toContain(
      `${path('broken.json')}: vertex auto_generated_4: error: nodes[3].value.shout: unknown vertex kind "shout" [schema]`,
    );
    expect(await readFile(path('broken.json'), 'utf8')).toBe(JSON.stringify(broken));
    expect(await readFile(path('fine.json'), 'utf8')).toBe(formatQuestionnaire(scrambled as QuestionnaireInput));
    const printed = await run(['fmt', path('broken.json')]);
    expect(printed.code).toBe(1);
    expect(printed.stdout).toBe('');
    expect(printed.stderr).toContain('[schema]');
  });

  it('is a usage error (exit 2) to print several files, to combine --check and --write, or to give no file', async () => {
    await write('usage.json', JSON.stringify(scrambled));
    const several = await run(['fmt', path('usage.json'), path('usage.json')]);
    expect(several).toEqual({
      code: 2,
      stdout: '',
      stderr: 'carecall: fmt: several files need --check or --write; without them fmt prints one file\n',
    });
    expect((await run(['fmt', '--check', '--write', path('usage.json')])).code).toBe(2);
    const none = await run(['fmt']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("missing required argument 'files'");
  });

  it('exits 2 with one line for a missing file or a file that is not JSON, before writing anything', async () => {
    await write('pending.json', JSON.stringify(scrambled));
    expect(await run(['fmt', '--write', path('pending.json'), path('missing.json')])).toEqual({
      code: 2,
      stdout: '',
      stderr: `carecall: ${path('missing.json')}: no such file\n`,
    });
    expect(await readFile(path('pending.json'), 'utf8')).toBe(JSON.stringify(scrambled));
    await write('not-json.json', '{ "id": ');
    const notJson = await run(['fmt', path('not-json.json')]);
    expect(notJson.code).toBe(2);
    expect(notJson.stderr).toMatch(/^carecall: .*not-json\.json: not valid JSON .*\n$/);
  });

  /** The same JSON value with every object's keys in an order drawn from `random`. */
  function permuteKeys(value: unknown, random: () => number): unknown {
    if (Array.isArray(value)) return value.map((item) => permuteKeys(item, random));
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value).map(([key, item]) => [random(), key, permuteKeys(item, random)] as const);
    entries.sort((a, b) => a[0] - b[0]);
    return Object.fromEntries(entries.map(([, key, item]) => [key, item]));
  }

  test.prop([fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 64 })], {
    seed: 4242,
    numRuns: 25,
  })('prints the same text for every key order of a document', async (draws) => {
    let i = 0;
    const random = () => draws[i++ % draws.length] as number;
    await write('permuted.json', JSON.stringify(permuteKeys(scrambled, random)));
    const result = await run(['fmt', path('permuted.json')]);
    expect(result).toEqual({ code: 0, stdout: formatQuestionnaire(scrambled as QuestionnaireInput), stderr: '' });
  });
});
