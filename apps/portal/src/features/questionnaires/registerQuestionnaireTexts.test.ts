import { EDIT_ERROR_CODES, TREE_MENU_GROUP_LABELS, VERTEX_KINDS } from '@carecall/graph-core';
import { describe, expect, it } from 'vitest';
import { EDITOR_SHORTCUTS } from './editor/editorShortcuts.ts';
import { QUESTIONNAIRE_TEXTS } from './registerQuestionnaireTexts.ts';

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

describe('the questionnaire editor texts', () => {
  for (const [namespace, bundle] of Object.entries(QUESTIONNAIRE_TEXTS.en)) {
    const english = flatten(bundle);
    const japanese = flatten(QUESTIONNAIRE_TEXTS.ja[namespace as keyof typeof QUESTIONNAIRE_TEXTS.ja]);

    it(`ja ${namespace} has every English key, and nothing else`, () => {
      expect([...japanese.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it(`ja ${namespace} keeps every placeholder and leaves no text empty`, () => {
      for (const [key, text] of english) {
        const translated = japanese.get(key) ?? '';
        expect(translated.trim(), key).not.toBe('');
        expect(placeholders(translated), key).toEqual(placeholders(text));
      }
    });
  }

  it('names every shortcut, vertex kind, tree group and refused edit', () => {
    const english = flatten(QUESTIONNAIRE_TEXTS.en.questionnaires);
    const keys = [
      ...EDITOR_SHORTCUTS.map((shortcut) => shortcut.labelKey),
      ...VERTEX_KINDS.map((kind) => `kinds.${kind}`),
      ...Object.keys(TREE_MENU_GROUP_LABELS).map((group) => `tree.groups.${group}`),
      ...EDIT_ERROR_CODES.map((code) => `editErrors.${code}`),
    ];
    expect(keys.filter((key) => !english.has(key))).toEqual([]);
  });
});
