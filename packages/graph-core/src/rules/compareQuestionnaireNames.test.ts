import { describe, expect, it } from 'vitest';
import { compareQuestionnaireNames } from './compareQuestionnaireNames.ts';

describe('compareQuestionnaireNames', () => {
  it('ignores case and reads numbers as numbers, then orders by id', () => {
    const names = [
      { id: 3, name: 'check-in 10' },
      { id: 2, name: 'Check-in 2' },
      { id: 5, name: 'alpha' },
      { id: 1, name: 'Alpha' },
    ];
    expect([...names].sort(compareQuestionnaireNames).map((q) => q.id)).toEqual([1, 5, 2, 3]);
  });
});
