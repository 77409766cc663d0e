import { describe, expect, it } from 'vitest';
import { parseInputLine } from './parseInputLine.ts';

describe('parseInputLine', () => {
  it('reads each kind of input', () => {
    expect(parseInputLine('  yes, I am  ')).toEqual({ ok: true, input: { type: 'utterance', text: 'yes, I am' } });
    expect(parseInputLine('!digits 01021960')).toEqual({ ok: true, input: { type: 'keypad', digits: '01021960' } });
    expect(parseInputLine('!digits *#9')).toEqual({ ok: true, input: { type: 'keypad', digits: '*#9' } });
    expect(parseInputLine('!no-input')).toEqual({ ok: true, input: { type: 'no-input' } });
    expect(parseInputLine('!hangup')).toEqual({ ok: true, input: { type: 'hangup' } });
    expect(parseInputLine('!transfer answered')).toEqual({
      ok: true,
      input: { type: 'transfer', result: 'answered' },
    });
    expect(parseInputLine('!transfer  not-answered')).toEqual({
      ok: true,
      input: { type: 'transfer', result: 'not-answered' },
    });
    expect(parseInputLine('   ')).toEqual({ ok: true, input: undefined });
  });

  it('refuses a command it does not know or one with a wrong argument, rather than saying it', () => {
    expect(parseInputLine('!digits')).toMatchObject({ ok: false, message: expect.stringContaining('!digits') });
    expect(parseInputLine('!digits 12a')).toMatchObject({ ok: false });
    expect(parseInputLine('!hangup now')).toMatchObject({ ok: false, message: '!hangup takes nothing after it' });
    expect(parseInputLine('!transfer maybe')).toMatchObject({ ok: false });
    expect(parseInputLine('!yes')).toMatchObject({
      ok: false,
      message: expect.stringContaining('unknown command !yes'),
    });
  });
});
