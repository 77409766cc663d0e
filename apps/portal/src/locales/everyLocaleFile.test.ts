import { describe, expect, it } from 'vitest';

/** Every namespace file of each language, loaded eagerly or on demand by a feature. */
const english = import.meta.glob<Record<string, unknown>>('./en/*.json', { eager: true, import: 'default' });
const japanese = import.meta.glob<Record<string, unknown>>('./ja/*.json', { eager: true, import: 'default' });

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value !== 'object' || value === null) return { [prefix]: String(value) };
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key)),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe('every locale file', () => {
  it('exists in Japanese for every English one', () => {
    expect(Object.keys(japanese).map((file) => file.replace('./ja/', ''))).toEqual(
      Object.keys(english).map((file) => file.replace('./en/', '')),
    );
  });

  for (const [file, en] of Object.entries(english)) {
    const name = file.replace('./en/', '');
    it(`ja ${name} has every English key with the same placeholders`, () => {
      const source = flatten(en);
      const translated = flatten(japanese[`./ja/${name}`]);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(source).sort());
      for (const [key, text] of Object.entries(source))
        expect(placeholders(translated[key] ?? ''), key).toEqual(placeholders(text));
    });
  }
});
