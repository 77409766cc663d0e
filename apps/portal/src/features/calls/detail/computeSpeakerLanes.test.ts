import { describe, expect, it } from 'vitest';
import { computeSpeakerLanes } from './computeSpeakerLanes.ts';

describe('computeSpeakerLanes', () => {
  it('shows who speaks when from the left (client) and right (caller) channels, on one scale', () => {
    const rate = 8;
    // Two seconds: the client speaks in the first, the caller (half as loud) in the second.
    const left = new Float32Array(16).map((_, index) => (index < 8 ? (index % 2 ? 0.8 : -0.8) : 0));
    const right = new Float32Array(16).map((_, index) => (index >= 8 ? (index % 2 ? 0.4 : -0.4) : 0));
    const lanes = computeSpeakerLanes([left, right], rate, 1);
    expect(lanes.client).toEqual([1, 0]);
    expect(lanes.caller).toEqual([0, 0.5]);
    expect(computeSpeakerLanes([left], rate, 1).caller).toEqual([]);
  });
});
