import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { generateQuestionnaire } from '../../testing/generateQuestionnaire.ts';
import { questionnaireTypeSchema } from '../questionnaire.ts';
import { createVertexValue } from '../vertexValue.ts';
import { compareQuestionnaireNames } from './compareQuestionnaireNames.ts';
import { type QuestionnaireListItem, questionnaireListItemSchema } from './questionnaireListItem.ts';
import { buildTreeMenu, getTreeMenuGroupKey, isFrame, type TreeMenuGroup, type TreeMenuItem } from './treeMenu.ts';

const item = (fields: Partial<QuestionnaireListItem> & { id: number; name: string }): QuestionnaireListItem =>
  questionnaireListItemSchema.parse({ organization_id: 1, ...fields });

const shape = (groups: TreeMenuGroup<QuestionnaireListItem>[]): unknown =>
  groups.map((group) =>
    group.groups.length > 0 ? { [group.key]: shape(group.groups) } : { [group.key]: group.items.map((i) => i.id) },
  );

const allItems = (groups: TreeMenuGroup<QuestionnaireListItem>[]): TreeMenuItem<QuestionnaireListItem>[] =>
  groups.flatMap((group) => [...group.items, ...allItems(group.groups)]);

const allGroups = (groups: TreeMenuGroup<QuestionnaireListItem>[]): TreeMenuGroup<QuestionnaireListItem>[] =>
  groups.flatMap((group) => [group, ...allGroups(group.groups)]);

describe('isFrame', () => {
  const base = generateQuestionnaire({ vertices: 12 });

  it('is false for a questionnaire of plain vertices', () => {
    expect(isFrame(base)).toBe(false);
  });

  it('is true with sub-questionnaires, or a dynamic or embedded vertex', () => {
    expect(isFrame({ ...base, sub_questionnaires: [{ questionnaireId: 7, questionnaireName: 'Diabetes' }] })).toBe(
      true,
    );
    const dynamic = { v: 'd', value: createVertexValue('dynamic', { type: 'personal' }) };
    const embedded = { v: 'e', value: createVertexValue('embedded', { questionnaireId: 7 }) };
    expect(isFrame({ ...base, nodes: [...base.nodes, dynamic] })).toBe(true);
    expect(isFrame({ ...base, nodes: [...base.nodes, embedded] })).toBe(true);
  });

  it('reads the precomputed flag of a list item without a graph', () => {
    expect(isFrame(item({ id: 1, name: 'a', is_frame: true }))).toBe(true);
    expect(isFrame(item({ id: 1, name: 'a' }))).toBe(false);
  });
});

describe('questionnaireListItemSchema', () => {
  it('fills the metadata defaults and keeps unknown fields', () => {
    const parsed = questionnaireListItemSchema.parse({ id: 3, name: 'Weekly', organization_id: 1, edit: true });
    expect(parsed).toMatchObject({
      type: 'none',
      language: 'en-US',
      archive: false,
      is_sub_questionnaire: false,
      is_multiple_languages: false,
      shadow_questionnaire_id: 0,
      edit: true,
    });
  });

  it('refuses an unknown type or language', () => {
    expect(questionnaireListItemSchema.safeParse({ id: 3, name: 'W', organization_id: 1, type: 'x' }).success).toBe(
      false,
    );
    expect(
      questionnaireListItemSchema.safeParse({ id: 3, name: 'W', organization_id: 1, language: 'fr' }).success,
    ).toBe(false);
  });
});

describe('buildTreeMenu', () => {
  const list = [
    item({ id: 10, name: 'weekly check-in' }),
    item({ id: 11, name: 'Frame call', is_frame: true }),
    item({ id: 12, name: 'Diabetes', type: 'diagnosis', is_sub_questionnaire: true, language: 'es-US' }),
    item({ id: 13, name: 'Family', type: 'personal', is_sub_questionnaire: true }),
    item({ id: 14, name: 'Billing', type: 'operational', is_sub_questionnaire: true }),
    item({ id: 15, name: 'Ideas', type: 'generative', is_sub_questionnaire: true }),
    item({ id: 16, name: 'Medication', type: 'embedded', is_sub_questionnaire: true }),
    item({ id: 17, name: 'Old', archive: true, is_frame: true }),
    item({ id: -1, name: 'Draft' }),
    item({ id: 18, name: 'Alternative', type: 'alternative', shadow_questionnaire_id: 10 }),
    item({ id: 19, name: 'Asthma', type: 'diagnosis', is_sub_questionnaire: true }),
  ];

  it('groups in the specification order, with Dynamic sub-groups and the regular questionnaires', () => {
    expect(shape(buildTreeMenu(list))).toEqual([
      { frame: [11] },
      { dynamic: [{ diagnosis: [19, 12] }, { personal: [13] }, { operational: [14] }, { generative: [15] }] },
      { embedded: [16] },
      { questionnaires: [18, 10] },
      { archived: [17] },
      { new: [-1] },
    ]);
  });

  it('labels groups in English', () => {
    const labels = allGroups(buildTreeMenu(list)).map((group) => group.label);
    expect(labels).toEqual([
      'Frame',
      'Dynamic',
      'Diagnosis',
      'Personal',
      'Operational',
      'Generative',
      'Embedded',
      'Questionnaires',
      'Archived',
      'New',
    ]);
  });

  it('hides empty groups, including Dynamic when no sub-group has rows', () => {
    expect(shape(buildTreeMenu([item({ id: 1, name: 'a' })]))).toEqual([{ questionnaires: [1] }]);
    expect(buildTreeMenu([])).toEqual([]);
  });

  it('shows name, id, language tag and the shadow id only when there is one', () => {
    const items = allItems(buildTreeMenu(list));
    const alternative = items.find((i) => i.id === 18);
    expect(alternative).toMatchObject({ id: 18, name: 'Alternative', language: 'en', shadowId: 10 });
    const diabetes = items.find((i) => i.id === 12);
    expect(diabetes?.language).toBe('es');
    expect(diabetes && 'shadowId' in diabetes).toBe(false);
    expect(diabetes?.questionnaire).toBe(list[2]);
  });

  it('sorts by name ignoring case', () => {
    const menu = buildTreeMenu([
      item({ id: 1, name: 'beta' }),
      item({ id: 2, name: 'Alpha' }),
      item({ id: 3, name: 'alpha' }),
    ]);
    expect(shape(menu)).toEqual([{ questionnaires: [2, 3, 1] }]);
  });

  it('searches name, id and language ignoring case', () => {
    expect(allItems(buildTreeMenu(list, { search: 'DIAB' })).map((i) => i.id)).toEqual([12]);
    expect(allItems(buildTreeMenu(list, { search: '1' })).map((i) => i.id)).toHaveLength(list.length);
    expect(allItems(buildTreeMenu(list, { search: '-1' })).map((i) => i.id)).toEqual([-1]);
    expect(allItems(buildTreeMenu(list, { search: '16' })).map((i) => i.id)).toEqual([16]);
    expect(allItems(buildTreeMenu(list, { search: 'es-us' })).map((i) => i.id)).toEqual([12]);
    expect(allItems(buildTreeMenu(list, { search: '  ' }))).toHaveLength(list.length);
    expect(buildTreeMenu(list, { search: 'nothing like it' })).toEqual([]);
  });

  it('classifies archived and new before frame and type', () => {
    expect(getTreeMenuGroupKey(item({ id: -1, name: 'n', archive: true, type: 'diagnosis' }))).toBe('new');
    expect(getTreeMenuGroupKey(item({ id: 4, name: 'a', archive: true, type: 'embedded' }))).toBe('archived');
    expect(getTreeMenuGroupKey(item({ id: 4, name: 'f', type: 'embedded', is_frame: true }))).toBe('frame');
  });

  const arbitraryItem = fc.record({
    id: fc.oneof(fc.constant(-1), fc.integer({ min: 1, max: 500 })),
    name: fc.string({ maxLength: 8 }),
    type: fc.constantFrom(...questionnaireTypeSchema.options),
    archive: fc.boolean(),
    language: fc.constantFrom('en-US' as const, 'es-US' as const),
    shadow_questionnaire_id: fc.oneof(fc.constant(0), fc.nat(50)),
    is_frame: fc.boolean(),
  });
  const arbitraryList = fc
    .array(arbitraryItem, { maxLength: 30 })
    .map((fields) => fields.map((f) => item({ ...f, organization_id: 1 })));

  test.prop([arbitraryList], { seed: 777 })('lists every questionnaire exactly once', (questionnaires) => {
    const listed = allItems(buildTreeMenu(questionnaires)).map((i) => i.questionnaire);
    expect(listed).toHaveLength(questionnaires.length);
    expect(new Set(listed)).toEqual(new Set(questionnaires));
  });

  test.prop([arbitraryList, fc.string({ maxLength: 3 })], { seed: 778 })(
    'never shows an empty group, sorts every group, and shows exactly the matches once',
    (questionnaires, search) => {
      const menu = buildTreeMenu(questionnaires, { search });
      for (const group of allGroups(menu)) {
        expect(group.items.length + group.groups.length).toBeGreaterThan(0);
        for (let i = 1; i < group.items.length; i++) {
          const [before, after] = [group.items[i - 1], group.items[i]];
          if (before && after) expect(compareQuestionnaireNames(before, after)).toBeLessThanOrEqual(0);
        }
      }
      const needle = search.trim().toLowerCase();
      const matches = questionnaires.filter((q) =>
        [q.name, String(q.id), q.language].some((text) => text.toLowerCase().includes(needle)),
      );
      expect(
        allItems(menu)
          .map((i) => i.questionnaire)
          .sort(compareQuestionnaireNames),
      ).toEqual([...matches].sort(compareQuestionnaireNames));
    },
  );
});
