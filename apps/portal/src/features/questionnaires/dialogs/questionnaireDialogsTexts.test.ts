import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/questionnaireDialogs.json';
import ja from '../../../locales/ja/questionnaireDialogs.json';

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === 'string') found.set(prefix, value);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      for (const entry of flatten(child, prefix ? `${prefix}.${key}` : key)) found.set(...entry);
    }
  }
  return found;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '').sort();
}

describe('questionnaireDialogs texts', () => {
  const english = flatten(en);
  const japanese = flatten(ja);

  it('has every English key in Japanese, and nothing else', () => {
    expect([...japanese.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps every placeholder and leaves no Japanese text empty', () => {
    for (const [key, text] of english) {
      const translated = japanese.get(key) ?? '';
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it('speaks the specification texts in English', () => {
    expect(english.get('issues.multi-branch-group')).toBe('multi branch group error');
    expect(english.get('issues.multi-branch-hint')).toBe('multi branch error');
    expect(english.get('issues.require-file')).toBe('require file to be uploaded');
    expect(english.get('parameters.unknown')).toBe('A selected parameter does not exist: {{parameters}}');
    expect(english.get('parameters.verified')).toBe('Parameters was successfully verified: {{parameters}}');
    expect(english.get('vertex.audioUnsupported')).toBe('Your browser does not support the audio element.');
  });
});
