import { describe, expect, it } from 'vitest';
import en from '../../locales/en/calls.json';
import ja from '../../locales/ja/calls.json';

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value !== 'object' || value === null) return { [prefix]: String(value) };
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key)),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe('calls texts', () => {
  it('has every English key in Japanese with the same placeholders', () => {
    const english = flatten(en);
    const japanese = flatten(ja);
    expect(Object.keys(japanese).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english))
      expect(placeholders(japanese[key] ?? '')).toEqual(placeholders(text));
  });
});
