import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/questionnaireDialogs.json';

describe('questionnaireDialogs texts', () => {
  it('speaks the specification texts in English', () => {
    expect(en.issues['multi-branch-group']).toBe('multi branch group error');
    expect(en.issues['multi-branch-hint']).toBe('multi branch error');
    expect(en.issues['require-file']).toBe('require file to be uploaded');
    expect(en.parameters.unknown).toBe('A selected parameter does not exist: {{parameters}}');
    expect(en.parameters.verified).toBe('Parameters was successfully verified: {{parameters}}');
    expect(en.vertex.audioUnsupported).toBe('Your browser does not support the audio element.');
  });
});
