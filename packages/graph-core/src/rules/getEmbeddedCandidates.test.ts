import { describe, expect, it } from 'vitest';
import { getEmbeddedCandidates } from './getEmbeddedCandidates.ts';
import { questionnaireListItemSchema } from './questionnaireListItem.ts';

function item(id: number, name: string, extra: Record<string, unknown> = {}) {
  return questionnaireListItemSchema.parse({ id, name, organization_id: 1, ...extra });
}

describe('getEmbeddedCandidates', () => {
  it('offers saved, active sub-questionnaires and embedded ones other than the current, by name', () => {
    const list = [
      item(1, 'Frame'),
      item(2, 'pain follow-up', { is_sub_questionnaire: true, type: 'diagnosis' }),
      item(3, 'Allergies', { type: 'embedded' }),
      item(4, 'Old', { type: 'embedded', archive: true }),
      item(5, 'Self', { type: 'embedded' }),
      item(-1, 'Draft', { is_sub_questionnaire: true }),
    ];
    expect(getEmbeddedCandidates(list, { id: 5 }).map((candidate) => candidate.id)).toEqual([3, 2]);
  });
});
