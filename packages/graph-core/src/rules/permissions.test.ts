import { describe, expect, it } from 'vitest';
import {
  canArchiveQuestionnaire,
  canCallNow,
  canDeleteQuestionnaire,
  canEditQuestionnaire,
  canRestoreQuestionnaire,
  isOwnQuestionnaire,
  needsArchiveWarning,
  type QuestionnaireAccess,
} from './permissions.ts';

const access = (questionnaire: Partial<QuestionnaireAccess['questionnaire']>, selectedOrganizationId = 1) => ({
  questionnaire: { id: 42, archive: false, organization_id: 1, ...questionnaire },
  selectedOrganizationId,
});

const allowed = { allowed: true };
const denied = (reason: string) => ({ allowed: false, reason });

describe('questionnaire ownership', () => {
  it('is the selected organization’s own when the ids match or the owner is unknown', () => {
    expect(isOwnQuestionnaire(access({}))).toBe(true);
    expect(isOwnQuestionnaire(access({ organization_id: undefined }))).toBe(true);
    expect(isOwnQuestionnaire(access({}, 2))).toBe(false);
  });

  it('makes a parent organization’s questionnaire read-only, with the reason for the tooltip', () => {
    const parents = access({ organization_id: 1 }, 2);
    expect(canEditQuestionnaire(parents)).toEqual(denied('owned-by-parent'));
    expect(canArchiveQuestionnaire(parents)).toEqual(denied('owned-by-parent'));
    const archived = access({ organization_id: 1, archive: true }, 2);
    expect(canRestoreQuestionnaire(archived)).toEqual(denied('owned-by-parent'));
    expect(canDeleteQuestionnaire(archived)).toEqual(denied('owned-by-parent'));
  });
});

describe('lifecycle actions', () => {
  it('edits only active questionnaires', () => {
    expect(canEditQuestionnaire(access({}))).toEqual(allowed);
    expect(canEditQuestionnaire(access({ archive: true }))).toEqual(denied('archived'));
    expect(canEditQuestionnaire(access({ id: -1, organization_id: undefined }))).toEqual(allowed);
  });

  it('archives only saved, active questionnaires', () => {
    expect(canArchiveQuestionnaire(access({}))).toEqual(allowed);
    expect(canArchiveQuestionnaire(access({ archive: true }))).toEqual(denied('archived'));
    expect(canArchiveQuestionnaire(access({ id: -1 }))).toEqual(denied('unsaved'));
  });

  it('restores and deletes only archived questionnaires', () => {
    expect(canRestoreQuestionnaire(access({ archive: true }))).toEqual(allowed);
    expect(canRestoreQuestionnaire(access({}))).toEqual(denied('not-archived'));
    expect(canDeleteQuestionnaire(access({ archive: true }))).toEqual(allowed);
    expect(canDeleteQuestionnaire(access({}))).toEqual(denied('not-archived'));
  });

  it('calls with saved, active questionnaires of any organization', () => {
    expect(canCallNow(access({}))).toEqual(allowed);
    expect(canCallNow(access({}, 2))).toEqual(allowed);
    expect(canCallNow(access({ archive: true }))).toEqual(denied('archived'));
    expect(canCallNow(access({ id: -1 }))).toEqual(denied('unsaved'));
  });

  it('does not call with a sub-questionnaire, which runs only inside a frame', () => {
    expect(canCallNow(access({ isSubQuestionnaire: true }))).toEqual(denied('sub-questionnaire'));
    expect(canCallNow(access({ isSubQuestionnaire: true }, 2))).toEqual(denied('sub-questionnaire'));
    expect(canCallNow(access({ isSubQuestionnaire: true, id: -1 }))).toEqual(denied('sub-questionnaire'));
    expect(canCallNow(access({ isSubQuestionnaire: true, archive: true }))).toEqual(denied('archived'));
    expect(canCallNow(access({ isSubQuestionnaire: false }))).toEqual(allowed);
  });

  it('offers exactly one of archive and restore for a saved own questionnaire', () => {
    for (const archive of [true, false]) {
      const a = access({ archive });
      expect(canArchiveQuestionnaire(a).allowed).not.toBe(canRestoreQuestionnaire(a).allowed);
    }
  });
});

describe('needsArchiveWarning', () => {
  it('warns before archiving an embedded-type questionnaire only', () => {
    expect(needsArchiveWarning({ type: 'embedded' })).toBe(true);
    for (const type of ['none', 'diagnosis', 'generative', 'alternative'] as const) {
      expect(needsArchiveWarning({ type })).toBe(false);
    }
  });
});
