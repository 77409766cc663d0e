import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  describeUnstorableText,
  findUnstorableText,
  LONE_SURROGATE_MESSAGE,
  NUL_MESSAGE,
} from './findUnstorableText.ts';

/** The engine's own judgement of well-formed UTF-16 (ES2024, on Node 20), the oracle for lone surrogates. */
const isWellFormed = (text: string) => (text as unknown as { isWellFormed(): boolean }).isWellFormed();

describe('findUnstorableText', () => {
  it('names NUL and lone surrogates by their path, in values, arrays and keys', () => {
    expect(
      findUnstorableText({
        name: 'Ru\u0000th',
        phones: [{ number: '1' }, { number: '2\ud800' }],
        fine: 'Ruth 🌻 ルース',
        nested: { 'bad\u0000key': 'x', '\udc00': 1 },
        count: 3,
        none: null,
      }),
    ).toEqual([
      { path: ['name'], message: NUL_MESSAGE },
      { path: ['phones', 1, 'number'], message: LONE_SURROGATE_MESSAGE },
      { path: ['nested', 'bad\\u0000key'], message: `Field name: ${NUL_MESSAGE}` },
      { path: ['nested', '\\udc00'], message: `Field name: ${LONE_SURROGATE_MESSAGE}` },
    ]);
    expect(findUnstorableText('\u0000')).toEqual([{ path: [], message: NUL_MESSAGE }]);
  });

  it('walks a body nested far deeper than the call stack allows, and names the one bad text inside', () => {
    const depth = 200_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`) as unknown;
    const [found, ...rest] = findUnstorableText(deep);
    expect(rest).toEqual([]);
    expect(found?.message).toBe(NUL_MESSAGE);
    expect(found?.path).toHaveLength(depth);
    expect(findUnstorableText(JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`))).toEqual([]);
  });

  test.prop([fc.string({ unit: 'binary', maxLength: 20 })], { seed: 20_261_126 })(
    'refuses exactly the texts with a NUL or that are not well-formed UTF-16',
    (text) => {
      expect(describeUnstorableText(text) === null).toBe(!text.includes('\u0000') && isWellFormed(text));
    },
  );
});
