import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CliError, EXIT } from './cliError.ts';
import { parseOptions } from './parseOptions.ts';
import { useCliSandbox } from './testing/useCliSandbox.ts';

const { run } = useCliSandbox('carecall-options-');

/** A usage error: exit 2, nothing on stdout, one line on stderr. */
const usageError = (line: string) => ({ code: EXIT.usage, stdout: '', stderr: `carecall: ${line}\n` });

// None of these files exists: options are checked before any file is read, so the error is about the option.
const missing = 'no-such-questionnaire.json';

describe('option errors: one line naming the option, exit 2', () => {
  it('lint: an unknown --format lists the formats and quotes what was given', async () => {
    expect(await run(['lint', '--format', 'xml', missing])).toEqual(
      usageError('lint: --format must be one of text, json, sarif (got "xml")'),
    );
  });

  it('lint: no files, and an empty --params', async () => {
    expect(await run(['lint'])).toEqual(usageError('lint: no files given (usage: carecall lint [options] [files...])'));
    expect(await run(['lint', '--params', '', missing])).toEqual(usageError('lint: --params must not be empty'));
  });

  it('prepare: an empty file name', async () => {
    expect(await run(['prepare', ''])).toEqual(usageError('prepare: file must not be empty'));
  });

  it('render: an empty -o', async () => {
    expect(await run(['render', missing, '-o', ''])).toEqual(usageError('render: --output must not be empty'));
  });

  it('fmt: --check with --write, several files to print, and an empty file name', async () => {
    expect(await run(['fmt', '--check', '--write', missing])).toEqual(
      usageError('fmt: --check and --write cannot be used together'),
    );
    expect(await run(['fmt', missing, missing])).toEqual(
      usageError('fmt: several files need --check or --write; without them fmt prints one file'),
    );
    expect(await run(['fmt', '--check', ''])).toEqual(usageError('fmt: files must not be empty'));
  });

  it('valid options go on to the files', async () => {
    expect(await run(['lint', '--format', 'json', missing])).toEqual(usageError(`${missing}: no such file`));
    expect(await run(['fmt', '--write', missing, missing])).toEqual(usageError(`${missing}: no such file`));
  });
});

describe('parseOptions', () => {
  const command = new Command('demo').option('--count <n>', 'how many').option('-q, --quiet', 'say less');
  const schema = z.object({
    count: z.number().int().optional(),
    quiet: z.boolean().default(false),
    name: z.string().refine((name) => name !== 'x', { message: 'x is taken' }),
  });

  it('returns the parsed options, defaults filled in', () => {
    expect(parseOptions(command, schema, { name: 'a' })).toEqual({ quiet: false, name: 'a' });
  });

  it('throws a usage CliError naming the option by its long flag, with the value it got', () => {
    const error = (() => {
      try {
        parseOptions(command, schema, { count: '3', name: 'a' });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(CliError);
    expect(error).toMatchObject({ exitCode: EXIT.usage, message: 'demo: --count must be a number (got "3")' });
  });

  it('names a missing value, and keeps the sentence of a refinement', () => {
    expect(() => parseOptions(command, schema, {})).toThrow('demo: name is required');
    expect(() => parseOptions(command, schema, { name: 'x' })).toThrow('demo: name: x is taken');
  });
});
