import { EDIT_ERROR_CODES, TREE_MENU_GROUP_LABELS, VERTEX_KINDS } from '@carecall/graph-core';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/questionnaires.json';
import { EDITOR_SHORTCUTS } from './editor/editorShortcuts.ts';

function flatten(texts: object, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') entries.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value as object, `${prefix}${key}.`)) entries.set(inner, text);
  }
  return entries;
}

describe('the editor texts', () => {
  const english = flatten(en);

  it('names every shortcut, vertex kind, tree group and refused edit', () => {
    const keys = [
      ...EDITOR_SHORTCUTS.map((shortcut) => shortcut.labelKey),
      ...VERTEX_KINDS.map((kind) => `kinds.${kind}`),
      ...Object.keys(TREE_MENU_GROUP_LABELS).map((group) => `tree.groups.${group}`),
      ...EDIT_ERROR_CODES.map((code) => `editErrors.${code}`),
    ];
    expect(keys.filter((key) => !english.has(key))).toEqual([]);
  });
});
