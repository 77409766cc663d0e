import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/questionnaireLifecycle.json';

describe('questionnaire lifecycle texts', () => {
  it('has a text for every revision action and phone label the server sends', () => {
    expect(Object.keys(en.revisions.actions).sort()).toEqual(['create', 'patch', 'restore', 'save']);
    expect(Object.keys(en.callNow.labels).sort()).toEqual(['child', 'home', 'mobile', 'sibling', 'spouse', 'work']);
  });
});
