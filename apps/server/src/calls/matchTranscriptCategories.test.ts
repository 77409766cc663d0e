import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { type MatchableLine, matchTranscriptCategories } from './matchTranscriptCategories.ts';

function line(id: string, message: string, start_ms = 0, end_ms = 1_000): MatchableLine {
  return { id, message, start_ms, end_ms };
}

describe('matchTranscriptCategories', () => {
  it('finds a phrase as whole words whatever its case, with offsets and interpolated times', () => {
    const lines = [line('1', 'I had a Fall last week. Falling is scary.', 10_000, 14_100)];
    const [pain] = matchTranscriptCategories(lines, [{ category: 'Falls', color: '#f00', phrases: ['fall'] }]);
    expect(pain?.matches).toEqual([
      { messageId: '1', phrase: 'fall', start: 8, end: 12, start_ms: 10_800, end_ms: 11_200 },
    ]);
    expect(lines[0]?.message.slice(8, 12)).toBe('Fall');
  });

  it('matches phrases of several words across any white space, in either call language', () => {
    const lines = [line('a', 'my  chest\npain is back'), line('b', 'Me duele el pecho, dolor de pecho')];
    const [category] = matchTranscriptCategories(lines, [
      { category: 'Pain', color: 'red', phrases: ['chest pain', 'dolor de pecho', 'pecho'] },
    ]);
    expect(category?.matches.map((match) => [match.messageId, match.phrase, match.start, match.end])).toEqual([
      ['a', 'chest pain', 4, 14],
      ['b', 'pecho', 12, 17],
      ['b', 'dolor de pecho', 19, 33],
      ['b', 'pecho', 28, 33],
    ]);
  });

  it('treats phrase characters literally and ignores blank phrases', () => {
    const lines = [line('1', 'dose (2x) taken; 2xy not')];
    const [category] = matchTranscriptCategories(lines, [{ category: 'Dose', color: 'blue', phrases: ['(2x)', '  '] }]);
    expect(category?.matches.map((match) => match.start)).toEqual([5]);
  });

  it('gives every category, even one with no matches, and an empty line its start time', () => {
    const result = matchTranscriptCategories(
      [line('1', '', 500, 900)],
      [{ category: 'Mood', color: 'green', phrases: ['sad'] }],
    );
    expect(result).toEqual([{ category: 'Mood', color: 'green', phrases: ['sad'], matches: [] }]);
  });

  test.prop([
    fc.array(fc.string({ maxLength: 40 }), { maxLength: 5 }),
    fc.array(fc.string({ maxLength: 8 }), { maxLength: 4 }),
  ])(
    'every match is the phrase itself (ignoring case) inside its line and its times stay within the line',
    (messages, phrases) => {
      const lines = messages.map((message, index) => line(String(index), message, index * 1000, index * 1000 + 900));
      const [category] = matchTranscriptCategories(lines, [{ category: 'c', color: 'x', phrases }]);
      for (const match of category?.matches ?? []) {
        const source = lines[Number(match.messageId)];
        expect(source).toBeDefined();
        if (!source) continue;
        const text = source.message.slice(match.start, match.end);
        expect(text.replace(/\s+/gu, ' ').toLowerCase()).toBe(match.phrase.trim().replace(/\s+/gu, ' ').toLowerCase());
        expect(match.start_ms).toBeGreaterThanOrEqual(source.start_ms);
        expect(match.end_ms).toBeLessThanOrEqual(source.end_ms);
      }
    },
  );
});
