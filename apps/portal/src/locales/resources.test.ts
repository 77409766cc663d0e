import { VALIDATION_MESSAGES } from '@carecall/api-client';
import { describe, expect, it } from 'vitest';
import jaAuth from './ja/auth.json';
import jaClients from './ja/clients.json';
import jaCommon from './ja/common.json';
import jaShell from './ja/shell.json';
import jaUsers from './ja/users.json';
import jaValidation from './ja/validation.json';
import { loadLocaleNamespace } from './loadLocaleNamespace.ts';
import { resources } from './resources.ts';

const ja = {
  common: jaCommon,
  auth: jaAuth,
  shell: jaShell,
  users: jaUsers,
  clients: jaClients,
  validation: jaValidation,
};

function flattenKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => flattenKeys(child, prefix ? `${prefix}.${key}` : key));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '').sort();
}

function lookup(bundle: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
}

describe('translations', () => {
  // The bundled namespaces; features' own namespaces are checked file by file in everyLocaleFile.test.ts.
  for (const namespace of Object.keys(ja) as Array<keyof typeof ja>) {
    it(`ja ${namespace} has every en key, and nothing else`, () => {
      expect(flattenKeys(ja[namespace]).sort()).toEqual(flattenKeys(resources.en[namespace]).sort());
    });

    it(`ja ${namespace} keeps every placeholder and leaves no text empty`, () => {
      for (const key of flattenKeys(resources.en[namespace])) {
        const en = lookup(resources.en[namespace], key);
        const translated = lookup(ja[namespace], key);
        expect(typeof translated, key).toBe('string');
        expect((translated as string).trim(), key).not.toBe('');
        expect(placeholders(translated as string), key).toEqual(placeholders(en as string));
      }
    });
  }

  it('loads each Japanese namespace on demand', async () => {
    expect(await loadLocaleNamespace('ja', 'shell')).toEqual(jaShell);
  });

  it('speaks the specification texts in English', () => {
    for (const [key, text] of Object.entries(VALIDATION_MESSAGES)) {
      expect(lookup(resources.en.validation, key), key).toBe(text);
    }
    expect(resources.en.shell.notFound.text).toBe('Sorry, but the page you were trying to view does not exist.');
    expect(resources.en.auth.session.expired).toBe('Your session has expired. Please log in again');
    expect(resources.en.shell.browserWarning).toBe('browser not supported, please use chrome');
  });
});
