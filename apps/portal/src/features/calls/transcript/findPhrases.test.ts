import { describe, expect, it } from 'vitest';
import { findPhrases, getCategoryMarkers } from './findPhrases.ts';
import { safeColor } from './rehypeHighlight.ts';

const categories = [
  { category: 'Symptoms', color: '#c62828', phrases: ['chest pain', 'pain'], matches: [] },
  { category: 'Mood', color: 'purple', phrases: ['Tired'], matches: [] },
];

describe('transcript phrases', () => {
  it('finds phrases case-insensitively without overlaps, the longer phrase first', () => {
    expect(findPhrases('Chest pain and tired, some pain', categories)).toEqual([
      { start: 0, end: 10, category: 'Symptoms', color: '#c62828' },
      { start: 15, end: 20, category: 'Mood', color: 'purple' },
      { start: 27, end: 31, category: 'Symptoms', color: '#c62828' },
    ]);
  });

  it('marks each match at its line’s time and keeps colours CSS can only read as colours', () => {
    expect(
      getCategoryMarkers([
        {
          ...categories[0],
          matches: [{ messageId: 'l2', phrase: 'pain', start: 3, end: 7, start_ms: 2500, end_ms: 6500 }],
        } as never,
      ]),
    ).toEqual([{ category: 'Symptoms', color: '#c62828', time: 2.5 }]);
    expect(safeColor('#2e7d32')).toBe('#2e7d32');
    expect(safeColor('red; background: url(x)')).toBe('#94a3b8');
  });
});
