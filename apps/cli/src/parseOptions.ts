import type { Command } from 'commander';
import type { z } from 'zod';
import { CliError } from './cliError.ts';

/**
 * How a command's input key is written on its command line: `--format` for an option, the argument's own name
 * (`files`) for an argument, so that an error names what the user typed.
 */
function spell(command: Command, key: PropertyKey | undefined): string {
  if (key === undefined) return '';
  const option = command.options.find((candidate) => candidate.attributeName() === key);
  if (option) return option.long ?? option.short ?? String(key);
  return String(key);
}

/** The value the user gave at an issue's path, for quoting it back. */
function readInput(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** One line for one zod issue, naming the option or argument it is about. */
function describeOptionIssue(command: Command, issue: z.core.$ZodIssue, input: unknown): string {
  const name = spell(command, issue.path[0]);
  const given = JSON.stringify(readInput(input, issue.path));
  switch (issue.code) {
    case 'invalid_value':
      return `${name} must be one of ${issue.values.map(String).join(', ')} (got ${given})`;
    case 'invalid_type':
      return given === undefined ? `${name} is required` : `${name} must be a ${issue.expected} (got ${given})`;
    case 'too_small':
      return issue.origin === 'array'
        ? `no ${name} given (usage: carecall ${command.name()} ${command.usage()})`
        : `${name} must not be empty`;
    default:
      // Refinements carry their own sentence; one about the whole input has no option to name.
      return name === '' ? issue.message : `${name}: ${issue.message}`;
  }
}

/**
 * Parses a command's options and arguments through the command's zod schema, at the top of its action, so that
 * every flag is checked at the boundary before any file is read. A failure is a usage error (exit 2) with one line
 * that names the option, e.g. `lint: --format must be one of text, json, sarif (got "xml")`. `input` holds the
 * options as commander gives them and the arguments under their names.
 */
export function parseOptions<Schema extends z.ZodType>(
  command: Command,
  schema: Schema,
  input: Record<string, unknown>,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const line = issue === undefined ? 'invalid options' : describeOptionIssue(command, issue, input);
  throw new CliError(`${command.name()}: ${line}`);
}
