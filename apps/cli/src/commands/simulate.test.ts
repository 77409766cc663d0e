import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCliSandbox } from '../testing/useCliSandbox.ts';

const { run, path, write } = useCliSandbox('carecall-simulate-');

/** A golden run of the runner's: its questionnaire and context are realistic inputs for the command. */
function runnerFixture(name: string): { questionnaire: Record<string, unknown>; context?: Record<string, unknown> } {
  const url = new URL(`../../../../packages/graph-core/fixtures/runner/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8'));
}

const checkIn = {
  id: 1,
  questionnaire_name: 'Check-in',
  language: 'en-US',
  starting_node: 'auto_generated_1',
  complete_node: ['auto_generated_3', 'auto_generated_4'],
  nodes: [
    { v: 'auto_generated_1', value: { say: { message: 'Hello {first_name}.' } } },
    {
      v: 'auto_generated_2',
      value: {
        ask: {
          name: 'feeling_well',
          question: 'Are you feeling well today?',
          type: 'Twilio.YES_NO',
          unknownText: 'Please say yes or no.',
        },
      },
    },
    { v: 'auto_generated_3', value: { say: { message: 'Glad to hear it.' } } },
    { v: 'auto_generated_4', value: { terminate_call: {} } },
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
      w: 'auto_generated_4',
      name: '2',
      value: [{ action: 'answer', operator: '=', value: 'No' }],
    },
  ],
};

const frame = runnerFixture('embedded-and-dynamic');
const birthDate = runnerFixture('date-of-birth-en');
const zipCode = runnerFixture('zip-code-give-up-en');
const hotTransfer = {
  id: 12,
  questionnaire_name: 'Transfer',
  starting_node: 'auto_generated_1',
  complete_node: ['auto_generated_2', 'auto_generated_3'],
  nodes: [
    {
      v: 'auto_generated_1',
      value: { hot_transfer: { name: 'nurse', phone: '+1-5550100', parameter: 'nurse_phone' } },
    },
    { v: 'auto_generated_2', value: { say: { message: 'You are now connected to your nurse.' } } },
    { v: 'auto_generated_3', value: { say: { message: 'Your nurse is not available.' } } },
  ],
  edges: ['answered', 'not-answered'].map((value, index) => ({
    v: 'auto_generated_1',
    w: `auto_generated_${index + 2}`,
    name: String(index),
    value: [{ action: 'hot_transfer', operator: '=', value }],
  })),
};

beforeAll(async () => {
  await write('check-in.json', JSON.stringify(checkIn));
  await write('yes.txt', 'yes\n');
  await write('maybe-no.txt', 'maybe\n\n  no  \n');
  await write('keypad.txt', '!digits 1\n');
  await write('silence.txt', '!no-input\n!no-input\n!no-input\n');
  await write('hangup.txt', '!hangup\n');
  await write('empty.txt', '');
  await write('typo.txt', 'yes\n!digit 1\n');
  await write('context.json', JSON.stringify({ params: { first_name: 'Ann' } }));
  await write('frame.json', JSON.stringify(frame.questionnaire));
  const subs = (frame.context?.questionnaires ?? {}) as Record<string, unknown>;
  for (const [id, sub] of Object.entries(subs)) await write(`library/sub-${id}.json`, JSON.stringify(sub));
  await write('library/notes.txt', 'not a questionnaire, not read');
  await write('frame-context.json', JSON.stringify({ dynamic: { diagnosis: 8 } }));
  await write('frame-inputs.txt', 'yes I did\nno\n');
  await write('birth-date.json', JSON.stringify(birthDate.questionnaire));
  await write('birth-date-context.json', JSON.stringify({ patient: { birth_date: '1950-03-05' } }));
  await write('birth-date-inputs.txt', "I don't remember\nMarch fifth, nineteen fifty\n!digits 01021960\n");
  await write('zip-code.json', JSON.stringify(zipCode.questionnaire));
  await write('zip-code-context.json', JSON.stringify({ patient: { zip_code: '90210' } }));
  await write('zip-code-inputs.txt', 'nine oh two one oh\n');
  await write('hot-transfer.json', JSON.stringify(hotTransfer));
  await write('hot-transfer-context.json', JSON.stringify({ params: { nurse_phone: '+1-5550199' } }));
  await write('transfer-answered.txt', '!transfer answered\n');
  await write('transfer-not-answered.txt', '!transfer not-answered\n');
  await write('broken.json', JSON.stringify({ ...checkIn, starting_node: 'gone' }));
  await write('not-json.json', '{ nodes: ');
  await write('twins/a.json', JSON.stringify(checkIn));
  await write('twins/b.json', JSON.stringify(checkIn));
  await write('broken-library/broken.json', JSON.stringify({ ...checkIn, id: 99, starting_node: 'gone' }));
  await write('bad-context.json', JSON.stringify({ patient: { birth_date: 'April 19' } }));
});

describe('carecall simulate', () => {
  it('prints the conversation in text and exits 0 when the run completes', async () => {
    const result = await run([
      'simulate',
      path('check-in.json'),
      '--inputs',
      path('yes.txt'),
      '--context',
      path('context.json'),
    ]);
    expect(result).toEqual({
      code: 0,
      stderr: '',
      stdout:
        'CALLER: Hello Ann.\nCALLER: Are you feeling well today?\nPATIENT: yes\nCALLER: Glad to hear it.\n-- ended: completed\n',
    });
  });

  it('prints one JSON object with the transcript, answers and path; a terminated run exits 0', async () => {
    const result = await run(['simulate', path('check-in.json'), '--inputs', path('maybe-no.txt'), '--format', 'json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      status: 'ended',
      reason: 'terminated',
      transcript: [
        { from: 'CALLER', message: 'Hello .' },
        { from: 'CALLER', message: 'Are you feeling well today?' },
        { from: 'PATIENT', message: 'maybe' },
        { from: 'CALLER', message: 'Please say yes or no.' },
        { from: 'PATIENT', message: 'no' },
      ],
      answers: [{ vertex: 'auto_generated_2', name: 'feeling_well', value: 'No' }],
      path: ['auto_generated_1', 'auto_generated_2', 'auto_generated_4'],
    });
  });

  it('takes keypad digits', async () => {
    const result = await run(['simulate', path('check-in.json'), '--inputs', path('keypad.txt'), '--format', 'json']);
    expect(result.code).toBe(0);
    const parsed = JSON.parse(result.stdout);
    expect(parsed.answers).toEqual([{ vertex: 'auto_generated_2', name: 'feeling_well', value: 'Yes' }]);
    expect(parsed.transcript).toContainEqual({ from: 'PATIENT', message: '1' });
  });

  it('exits 1 when three silences end the run, and when it is hung up', async () => {
    const silence = await run(['simulate', path('check-in.json'), '--inputs', path('silence.txt'), '--format', 'json']);
    expect(silence.code).toBe(1);
    expect(JSON.parse(silence.stdout)).toMatchObject({ status: 'ended', reason: 'no-input' });
    // A silence gets the question again, and says nothing for the client.
    expect(JSON.parse(silence.stdout).transcript.filter((line: { from: string }) => line.from === 'PATIENT')).toEqual(
      [],
    );
    const hangup = await run(['simulate', path('check-in.json'), '--inputs', path('hangup.txt')]);
    expect(hangup.code).toBe(1);
    expect(hangup.stdout).toMatch(/-- ended: hangup\n$/);
  });

  it('exits 1 with status waiting when the inputs run out, and reads standard input without --inputs', async () => {
    const ranOut = await run(['simulate', path('check-in.json'), '--inputs', path('empty.txt'), '--format', 'json']);
    expect(ranOut.code).toBe(1);
    expect(JSON.parse(ranOut.stdout)).toMatchObject({ status: 'waiting', reason: null });
    expect((await run(['simulate', path('check-in.json')])).stdout).toMatch(
      /-- waiting for an input: the inputs ran out\n$/,
    );
    const piped = new PassThrough();
    piped.end('no\n');
    const fromStdin = await run(['simulate', path('check-in.json')], false, { stream: piped, isTty: false });
    expect(fromStdin.code).toBe(0);
    expect(fromStdin.stdout).toContain('PATIENT: no\n');
    expect(fromStdin.stderr).toBe('');
  });

  it('prompts on a terminal, lists the options, and asks again after a line it cannot read', async () => {
    const terminal = new PassThrough();
    terminal.end('!what\nyes\n');
    const result = await run(['simulate', path('check-in.json')], true, { stream: terminal, isTty: true });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('[Yes | No | !digits N | !no-input | !hangup] > ');
    expect(result.stderr).toContain('unknown command !what');
    expect(result.stdout).toContain('PATIENT: yes\nCALLER: Glad to hear it.\n');
  });

  it('enters embedded and dynamic sub-questionnaires from --library, found by id', async () => {
    const result = await run([
      'simulate',
      path('frame.json'),
      '--library',
      path('library'),
      '--context',
      path('frame-context.json'),
      '--inputs',
      path('frame-inputs.txt'),
      '--format',
      'json',
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const parsed = JSON.parse(result.stdout);
    expect(parsed).toMatchObject({ status: 'ended', reason: 'completed' });
    expect(parsed.answers.map((answer: { value: string }) => answer.value)).toEqual(['Yes', 'No']);
    expect(parsed.path.length).toBeGreaterThan(4);
    const withoutLibrary = await run([
      'simulate',
      path('frame.json'),
      '--context',
      path('frame-context.json'),
      '--inputs',
      path('frame-inputs.txt'),
      '--format',
      'json',
    ]);
    expect(withoutLibrary.code).toBe(1);
    expect(JSON.parse(withoutLibrary.stdout)).toMatchObject({ reason: 'error', error: 'missing-sub-questionnaire' });
  });

  it('compares validations with the patient in --context', async () => {
    const birth = await run([
      'simulate',
      path('birth-date.json'),
      '--context',
      path('birth-date-context.json'),
      '--inputs',
      path('birth-date-inputs.txt'),
      '--format',
      'json',
    ]);
    expect(birth.code).toBe(0);
    expect(JSON.parse(birth.stdout).answers.map((answer: { value: string }) => answer.value)).toEqual([
      'valid',
      'invalid',
    ]);
    const zip = await run([
      'simulate',
      path('zip-code.json'),
      '--context',
      path('zip-code-context.json'),
      '--inputs',
      path('zip-code-inputs.txt'),
      '--format',
      'json',
    ]);
    expect(JSON.parse(zip.stdout).answers).toEqual([expect.objectContaining({ value: 'valid' })]);
  });

  it('gives transfer results to hot transfers', async () => {
    for (const [inputs, after] of [
      ['transfer-answered.txt', 'You are now connected to your nurse.'],
      ['transfer-not-answered.txt', 'Your nurse is not available.'],
    ] as const) {
      const result = await run([
        'simulate',
        path('hot-transfer.json'),
        '--context',
        path('hot-transfer-context.json'),
        '--inputs',
        path(inputs),
      ]);
      expect(result).toEqual({ code: 0, stderr: '', stdout: `CALLER: ${after}\n-- ended: completed\n` });
    }
  });

  it('prints lint errors and exits 1 without running', async () => {
    const result = await run(['simulate', path('broken.json'), '--inputs', path('yes.txt')]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('[missing-start]');
    const library = await run(['simulate', path('check-in.json'), '--library', path('broken-library')]);
    expect(library.code).toBe(1);
    expect(library.stdout).toBe('');
    expect(library.stderr).toContain(
      `${path('broken-library/broken.json')}: error: the starting vertex "gone" does not exist [missing-start]`,
    );
  });

  it('exits 2 on usage errors, unreadable or non-JSON files and bad inputs or context', async () => {
    const cases: [string[], string][] = [
      [['simulate'], "missing required argument 'file'"],
      [['simulate', path('missing.json')], 'no such file'],
      [['simulate', path('not-json.json')], 'not valid JSON'],
      [['simulate', path('check-in.json'), '--format', 'xml'], '--format must be one of text, json'],
      [['simulate', path('check-in.json'), '--inputs', path('typo.txt')], 'typo.txt:2: unknown command !digit'],
      [['simulate', path('check-in.json'), '--context', path('bad-context.json')], 'patient.birth_date'],
      [['simulate', path('check-in.json'), '--library', path('nowhere')], 'no such folder'],
      [['simulate', path('check-in.json'), '--library', path('twins')], 'both have id 1'],
    ];
    for (const [argv, message] of cases) {
      const result = await run(argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain(message);
    }
  });
});
