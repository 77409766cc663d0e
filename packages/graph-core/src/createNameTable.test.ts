import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createNameTable } from './createNameTable.ts';

describe('createNameTable', () => {
  test.prop(
    [fc.array(fc.string({ unit: fc.constantFrom('a', 'b', '1', '\u00e9'), maxLength: 3 }), { maxLength: 200 })],
    {
      seed: 6061,
    },
  )('answers what a map of names to their last position answers', (names) => {
    const table = createNameTable(names.length, (position) => names[position]);
    const map = new Map<string, number>();
    names.forEach((name, position) => {
      expect(table.add(name, position)).toBe(map.has(name));
      map.set(name, position);
    });
    for (const name of [...names, 'zz', '']) expect(table.find(name)).toBe(map.get(name) ?? -1);
  });

  it('finds every one of many names, and none it was not given', () => {
    const names = Array.from({ length: 5_000 }, (_, i) => `auto_generated_${i + 1}`);
    const table = createNameTable(names.length, (position) => names[position]);
    names.forEach((name, position) => {
      table.add(name, position);
    });
    expect(names.every((name, position) => table.find(name) === position)).toBe(true);
    expect(table.find('auto_generated_0')).toBe(-1);
  });
});
