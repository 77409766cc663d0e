import { describe, expect, it } from 'vitest';
import { getStartAndCompleteCandidates } from './getStartAndCompleteCandidates.ts';
import { startAndCompleteFixture } from './startAndCompleteFixture.ts';

const q = startAndCompleteFixture;

describe('getStartAndCompleteCandidates', () => {
  it('offers every vertex but placeholders, in document order', () => {
    expect(getStartAndCompleteCandidates(q)).toEqual(['a', 'b', 'c']);
  });
});
