import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { type DiagnosisLinkState, orderDiagnosisLinks } from './orderDiagnosisLinks.ts';

const linksArbitrary = fc
  .uniqueArray(fc.integer({ min: 1, max: 500 }), { maxLength: 12 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((entityId) =>
        fc.record({
          entityId: fc.constant(entityId),
          active: fc.constantFrom<0 | 1>(0, 1),
          order: fc.option(fc.integer({ min: 1, max: 15 }), { nil: null }),
          changed: fc.boolean(),
        }),
      ),
    ),
  )
  .map((links): DiagnosisLinkState[] => links);

describe('orderDiagnosisLinks', () => {
  test.prop([linksArbitrary], { seed: 20260301, numRuns: 300 })(
    'numbers active links 1..n and puts inactive ones after them with no order',
    (links) => {
      const ordered = orderDiagnosisLinks(links);
      const active = ordered.filter((link) => link.active === 1);
      const inactive = ordered.filter((link) => link.active === 0);
      expect(ordered).toHaveLength(links.length);
      expect(ordered.slice(0, active.length)).toEqual(active);
      expect(active.map((link) => link.order)).toEqual(active.map((_, index) => index + 1));
      expect(inactive.every((link) => link.order === null)).toBe(true);
      expect(new Set(ordered.map((link) => link.entityId))).toEqual(new Set(links.map((link) => link.entityId)));
    },
  );

  test.prop([linksArbitrary], { seed: 20260301, numRuns: 300 })('keeps the asked order among active links', (links) => {
    const positions = orderDiagnosisLinks(links)
      .filter((link) => link.active === 1)
      .map((link) => links.find((original) => original.entityId === link.entityId)?.order ?? Number.POSITIVE_INFINITY);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('puts a link just moved before one that already held its place', () => {
    const ordered = orderDiagnosisLinks([
      { entityId: 1, active: 1, order: 1, changed: false },
      { entityId: 2, active: 1, order: 2, changed: false },
      { entityId: 3, active: 1, order: 1, changed: true },
    ]);
    expect(ordered.map((link) => [link.entityId, link.order])).toEqual([
      [3, 1],
      [1, 2],
      [2, 3],
    ]);
  });
});
