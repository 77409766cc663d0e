import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createNameTable, hashName } from './createNameTable.ts';

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

  test.prop(
    [
      fc.array(fc.option(fc.string({ unit: fc.constantFrom('a', 'b', '1'), maxLength: 4 }), { nil: undefined }), {
        minLength: 3_000,
        maxLength: 12_000,
      }),
    ],
    { seed: 6062, numRuns: 25 },
  )('fills the table all at once as adding the names one by one does', (names) => {
    const one = createNameTable(names.length, (position) => names[position]);
    const all = createNameTable(names.length, (position) => names[position]);
    const repeated: number[] = [];
    names.forEach((name, position) => {
      if (name !== undefined && one.add(name, position)) repeated.push(position);
    });
    const hashes = new Int32Array(names.map((name) => (name === undefined ? 0 : hashName(name))));
    const named = new Uint8Array(names.map((name) => (name === undefined ? 0 : 1)));
    expect(all.addAll(hashes, named)).toEqual(repeated);
    for (const name of [...new Set(names)].filter((name) => name !== undefined))
      expect(all.find(name)).toBe(one.find(name));
  });

  it('fills a large table part by part and finds every name at its last position', () => {
    const names = Array.from({ length: 40_000 }, (_, i) => `auto_generated_${i % 30_000}`);
    const table = createNameTable(names.length, (position) => names[position]);
    const repeated = table.addAll(new Int32Array(names.map(hashName)), new Uint8Array(names.length).fill(1));
    expect(repeated).toEqual(Array.from({ length: 10_000 }, (_, i) => 30_000 + i));
    expect(table.find('auto_generated_5')).toBe(30_005);
    expect(table.find('auto_generated_29999')).toBe(29_999);
    expect(table.find('auto_generated_30000')).toBe(-1);
  });
});
