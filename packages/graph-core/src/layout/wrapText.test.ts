import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { VERTEX_TEXT_WIDTH, wrapText } from './wrapText.ts';

const words = (text: string): string[] => text.split(/\s+/).filter((word) => word !== '');
const length = (line: string): number => Array.from(line).length;

describe('wrapText', () => {
  it('fills lines greedily with whole words', () => {
    const text = 'Are you feeling well today? Please answer yes or no so that we can continue with the call.';
    expect(wrapText(text)).toEqual([
      'Are you feeling well today? Please answer yes or no so that',
      'we can continue with the call.',
    ]);
  });

  it('hard-breaks a word longer than a line and keeps filling after it', () => {
    expect(wrapText(`${'a'.repeat(130)} end`, 60)).toEqual(['a'.repeat(60), 'a'.repeat(60), `${'a'.repeat(10)} end`]);
  });

  it('keeps explicit line breaks, collapses other whitespace and drops empty lines', () => {
    expect(wrapText('  Hello\t\tthere\n\nsecond   line \r\n')).toEqual(['Hello there', 'second line']);
    expect(wrapText('')).toEqual([]);
  });

  it('counts characters, not UTF-16 units, and never splits one', () => {
    const lines = wrapText('😀'.repeat(61));
    expect(lines).toEqual(['😀'.repeat(60), '😀']);
  });

  const text = fc.array(
    fc.oneof(
      fc.string({ unit: 'grapheme-ascii', maxLength: 80 }),
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc.constantFrom(' ', '\n', '  ', '\t'),
    ),
    { maxLength: 30 },
  );

  test.prop([text.map((parts) => parts.join(' ')), fc.integer({ min: 1, max: 80 })], { seed: 20240601, numRuns: 300 })(
    'never yields a line over the width and loses no word',
    (input, width) => {
      const lines = wrapText(input, width);
      for (const line of lines) {
        expect(length(line)).toBeLessThanOrEqual(width);
        expect(line).toBe(line.trim());
        expect(line).not.toBe('');
      }
      // Every word survives in order: whole, or hard-broken into consecutive pieces.
      expect(words(lines.join(' ')).join('')).toBe(words(input).join(''));
      for (const word of words(input)) {
        if (length(word) <= width) expect(words(lines.join(' '))).toContain(word);
      }
    },
  );

  test.prop([text.map((parts) => parts.join(' '))], { seed: 20240602, numRuns: 200 })(
    'wraps at 60 characters by default',
    (input) => {
      expect(wrapText(input)).toEqual(wrapText(input, VERTEX_TEXT_WIDTH));
      for (const line of wrapText(input)) expect(length(line)).toBeLessThanOrEqual(60);
    },
  );
});
