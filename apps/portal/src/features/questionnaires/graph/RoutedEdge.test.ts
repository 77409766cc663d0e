import { describe, expect, it } from 'vitest';
import { createRoutePath } from './RoutedEdge.tsx';

describe('edge routes', () => {
  it('is a straight line without bends', () => {
    expect(createRoutePath({ x: 0, y: 0 }, [], { x: 0, y: 100 })).toBe('M0,0 L0,100');
  });

  it('curves through every bend and ends on the target, so it goes around what the layout avoided', () => {
    const path = createRoutePath(
      { x: 0, y: 0 },
      [
        { x: -80, y: 50 },
        { x: -80, y: 150 },
      ],
      { x: 0, y: 200 },
    );
    expect(path).toBe('M0,0 Q-80,50 -80,100 Q-80,150 0,200');
  });
});
