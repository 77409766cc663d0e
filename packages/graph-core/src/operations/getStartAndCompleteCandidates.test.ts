import { describe, expect, it } from 'vitest';
import { startAndCompleteFixture } from '../../testing/startAndCompleteFixture.ts';
import { getStartAndCompleteCandidates } from './getStartAndCompleteCandidates.ts';

const q = startAndCompleteFixture;

describe('getStartAndCompleteCandidates', () => {
  it('offers every vertex but placeholders, in document order', () => {
    expect(getStartAndCompleteCandidates(q)).toEqual(['a', 'b', 'c']);
  });
});
