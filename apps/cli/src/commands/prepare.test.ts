import { parseQuestionnaire, prepareQuestionnaire } from '@carecall/graph-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCliSandbox } from '../testing/useCliSandbox.ts';

const { run, path, write } = useCliSandbox('carecall-prepare-');

const edited = {
  id: 42,
  questionnaire_name: 'Weekly check-in',
  starting_node: 'auto_generated_1',
  complete_node: ['auto_generated_3', '', 'auto_generated_3'],
  nodes: [
    { v: 'auto_generated_1', value: { ask: { name: 'well', question: 'Are you well?', type: 'Twilio.YES_NO' } } },
    { v: 'auto_generated_2', value: { placeholder: { text: 'click to edit' } } },
    { v: 'auto_generated_3', value: { say: { message: 'Goodbye.' } } },
  ],
  edges: [
    {
      v: 'auto_generated_1',
      w: 'auto_generated_2',
      name: '0',
      value: [{ action: 'answer', operator: '=', value: 'No' }],
    },
    {
      v: 'auto_generated_1',
      w: 'auto_generated_3',
      name: '1',
      value: [{ action: 'answer', operator: '=', value: 'Yes' }],
    },
  ],
};

beforeAll(async () => {
  await write('edited.json', JSON.stringify(edited));
  await write(
    'malformed.json',
    JSON.stringify({ ...edited, edges: [{ v: 'auto_generated_1', w: 'gone', name: '0' }] }),
  );
  await write('not-json.json', 'nodes: []');
});

describe('carecall prepare', () => {
  it('prints the prepared form as 2-space JSON and exits 0', async () => {
    const result = await run(['prepare', path('edited.json')]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const parsed = parseQuestionnaire(edited);
    if (!parsed.ok) throw new Error('fixture does not parse');
    expect(result.stdout).toBe(`${JSON.stringify(prepareQuestionnaire(parsed.questionnaire), null, 2)}\n`);
    const prepared = JSON.parse(result.stdout);
    expect(prepared.nodes.map((n: { v: string }) => n.v)).toEqual(['auto_generated_1', 'auto_generated_3']);
    expect(prepared.edges).toEqual([{ ...edited.edges[1], intents: ['yes'] }]);
    expect(prepared.nodes[0].value.ask.unknown_intent).toBe('unknown_yes_no');
    expect(prepared.complete_node).toEqual(['auto_generated_3']);
  });

  it('prints a prepared document unchanged (preparation is idempotent)', async () => {
    const first = await run(['prepare', path('edited.json')]);
    await write('prepared.json', first.stdout);
    expect((await run(['prepare', path('prepared.json')])).stdout).toBe(first.stdout);
  });

  it('exits 1 with the schema diagnostics on stderr when the document does not match the format', async () => {
    const result = await run(['prepare', path('malformed.json')]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(
      'edge auto_generated_1 -> gone (0): error: edges[0].w: edge points to missing vertex "gone" [schema]',
    );
    expect(result.stderr).toMatch(/1 problem \(1 error, 0 warnings\) in 1 file\n$/);
  });

  it('exits 2 on a missing file, a file that is not JSON, or no file at all', async () => {
    expect(await run(['prepare', path('missing.json')])).toEqual({
      code: 2,
      stdout: '',
      stderr: `carecall: ${path('missing.json')}: no such file\n`,
    });
    const notJson = await run(['prepare', path('not-json.json')]);
    expect(notJson.code).toBe(2);
    expect(notJson.stderr).toContain('not valid JSON');
    const none = await run(['prepare']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("missing required argument 'file'");
  });
});
