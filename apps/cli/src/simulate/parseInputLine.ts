import type { RunInput } from '@carecall/graph-core/runner';

/** What one line of an inputs file says: an input for the runner, nothing (a blank line), or why it is not one. */
export type ParsedInputLine = { ok: true; input: RunInput | undefined } | { ok: false; message: string };

const DIGITS = /^[0-9*#]+$/;

/**
 * Reads one line of `--inputs` (or of the interactive prompt): a plain line is an utterance; `!digits 1` keypad
 * digits (0-9, * and #); `!no-input`; `!transfer answered` or `!transfer not-answered`; `!hangup`. A blank line is
 * no input. A line that starts with `!` but is none of these is refused, so a typo never becomes an utterance.
 */
export function parseInputLine(line: string): ParsedInputLine {
  const text = line.trim();
  if (text === '') return { ok: true, input: undefined };
  if (!text.startsWith('!')) return { ok: true, input: { type: 'utterance', text } };
  const [command = '', ...rest] = text.slice(1).split(/\s+/);
  const argument = rest.join(' ');
  switch (command) {
    case 'digits':
      if (!DIGITS.test(argument)) return { ok: false, message: '!digits needs keypad digits (0-9, * or #)' };
      return { ok: true, input: { type: 'keypad', digits: argument } };
    case 'no-input':
    case 'hangup':
      if (argument !== '') return { ok: false, message: `!${command} takes nothing after it` };
      return { ok: true, input: { type: command } };
    case 'transfer':
      if (argument !== 'answered' && argument !== 'not-answered')
        return { ok: false, message: '!transfer must be followed by answered or not-answered' };
      return { ok: true, input: { type: 'transfer', result: argument } };
    default:
      return {
        ok: false,
        message: `unknown command !${command} (use !digits, !no-input, !transfer or !hangup)`,
      };
  }
}
