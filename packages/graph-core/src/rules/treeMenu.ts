import { NEW_QUESTIONNAIRE_ID } from '../questionnaire.ts';
import type { VertexValue } from '../vertexValue.ts';
import { getVertexKindDefinition } from '../vertices/vertexKindDefinitions.ts';
import { compareQuestionnaireNames } from './compareQuestionnaireNames.ts';
import { getLanguageTag, type LanguageTag } from './languageTag.ts';
import type { QuestionnaireListItem } from './questionnaireListItem.ts';

/** A questionnaire whose graph is at hand: the full document, or anything with its vertices. */
export interface FrameGraphSource {
  nodes: readonly { value: VertexValue }[];
  sub_questionnaires?: readonly unknown[];
}

/** A questionnaire without its graph: a list item carrying a precomputed `is_frame` flag. */
export interface FrameFlagSource {
  is_frame?: boolean | undefined;
}

/** What the tree menu needs of a questionnaire. */
export type TreeMenuSource = Pick<
  QuestionnaireListItem,
  'id' | 'name' | 'type' | 'archive' | 'language' | 'shadow_questionnaire_id'
> &
  FrameFlagSource;

/**
 * The tree menu's groups, top-level and nested: 'dynamic' holds the 'diagnosis', 'personal', 'operational' and
 * 'generative' sub-groups; 'questionnaires' holds the regular (none and alternative type) questionnaires.
 */
export type TreeMenuGroupKey =
  | 'frame'
  | 'dynamic'
  | 'diagnosis'
  | 'personal'
  | 'operational'
  | 'generative'
  | 'embedded'
  | 'questionnaires'
  | 'archived'
  | 'new';

/** The group a questionnaire is listed in: every key but 'dynamic', which only holds sub-groups. */
export type TreeMenuLeafKey = Exclude<TreeMenuGroupKey, 'dynamic'>;

/** The English label of each group; the portal translates by key. */
export const TREE_MENU_GROUP_LABELS = {
  frame: 'Frame',
  dynamic: 'Dynamic',
  diagnosis: 'Diagnosis',
  personal: 'Personal',
  operational: 'Operational',
  generative: 'Generative',
  embedded: 'Embedded',
  questionnaires: 'Questionnaires',
  archived: 'Archived',
  new: 'New',
} as const satisfies Record<TreeMenuGroupKey, string>;

/** One questionnaire row of the tree menu: what it shows, and the questionnaire it opens. */
export interface TreeMenuItem<T extends TreeMenuSource = TreeMenuSource> {
  id: number;
  name: string;
  language: LanguageTag;
  /** The shadow questionnaire's id; absent when it has none (0). */
  shadowId?: number;
  questionnaire: T;
}

/** A group of the tree menu: its rows, sorted by name, or (Dynamic) its sub-groups. Never empty. */
export interface TreeMenuGroup<T extends TreeMenuSource = TreeMenuSource> {
  key: TreeMenuGroupKey;
  label: string;
  items: TreeMenuItem<T>[];
  groups: TreeMenuGroup<T>[];
}

/** Options of `buildTreeMenu`. */
export interface BuildTreeMenuOptions {
  /** The search box's text: matches name, id and language, ignoring case. Blank shows everything. */
  search?: string;
}

const TOP_LEVEL_ORDER = ['frame', 'dynamic', 'embedded', 'questionnaires', 'archived', 'new'] as const;
const DYNAMIC_ORDER = ['diagnosis', 'personal', 'operational', 'generative'] as const;

function hasGraph(questionnaire: FrameGraphSource | FrameFlagSource): questionnaire is FrameGraphSource {
  return Array.isArray((questionnaire as { nodes?: unknown }).nodes);
}

/**
 * Whether a questionnaire is a frame: it has sub-questionnaires, or vertices that enter one (dynamic, embedded).
 * Decided from the graph when one is given, otherwise from a list item's precomputed `is_frame` flag.
 */
export function isFrame(questionnaire: FrameGraphSource | FrameFlagSource): boolean {
  if (!hasGraph(questionnaire)) return questionnaire.is_frame === true;
  if ((questionnaire.sub_questionnaires?.length ?? 0) > 0) return true;
  return questionnaire.nodes.some((node) => getVertexKindDefinition(node.value).ending.entersSubQuestionnaire);
}

/**
 * The one group a questionnaire is listed in, first match wins: New (unsaved, id -1), Archived, Frame, the Dynamic
 * sub-group of its type, Embedded, and Questionnaires for the rest (type none or alternative), so every
 * questionnaire is visible exactly once.
 */
export function getTreeMenuGroupKey(questionnaire: TreeMenuSource): TreeMenuLeafKey {
  if (questionnaire.id === NEW_QUESTIONNAIRE_ID) return 'new';
  if (questionnaire.archive) return 'archived';
  if (isFrame(questionnaire)) return 'frame';
  switch (questionnaire.type) {
    case 'diagnosis':
    case 'personal':
    case 'operational':
    case 'generative':
    case 'embedded':
      return questionnaire.type;
    default:
      return 'questionnaires';
  }
}

function matchesSearch(questionnaire: TreeMenuSource, search: string): boolean {
  if (search === '') return true;
  return [questionnaire.name, String(questionnaire.id), questionnaire.language].some((text) =>
    text.toLowerCase().includes(search),
  );
}

function toItem<T extends TreeMenuSource>(questionnaire: T): TreeMenuItem<T> {
  const item: TreeMenuItem<T> = {
    id: questionnaire.id,
    name: questionnaire.name,
    language: getLanguageTag(questionnaire.language),
    questionnaire,
  };
  if (questionnaire.shadow_questionnaire_id !== 0) item.shadowId = questionnaire.shadow_questionnaire_id;
  return item;
}

function createGroup<T extends TreeMenuSource>(
  key: TreeMenuGroupKey,
  items: TreeMenuItem<T>[],
  groups: TreeMenuGroup<T>[] = [],
): TreeMenuGroup<T> {
  return { key, label: TREE_MENU_GROUP_LABELS[key], items, groups };
}

/**
 * The tree menu of the automatic-calls screen: the questionnaires matching the search, each in one
 * group (see `getTreeMenuGroupKey`), groups in the order Frame, Dynamic (Diagnosis, Personal, Operational,
 * Generative), Embedded, Questionnaires, Archived, New, rows sorted by name ignoring case, empty groups left out.
 */
export function buildTreeMenu<T extends TreeMenuSource>(
  questionnaires: readonly T[],
  options: BuildTreeMenuOptions = {},
): TreeMenuGroup<T>[] {
  const search = (options.search ?? '').trim().toLowerCase();
  const byKey = new Map<TreeMenuLeafKey, TreeMenuItem<T>[]>();
  for (const questionnaire of questionnaires) {
    if (!matchesSearch(questionnaire, search)) continue;
    const key = getTreeMenuGroupKey(questionnaire);
    const items = byKey.get(key);
    if (items) items.push(toItem(questionnaire));
    else byKey.set(key, [toItem(questionnaire)]);
  }
  const leaf = (key: TreeMenuLeafKey): TreeMenuGroup<T>[] => {
    const items = byKey.get(key);
    return items ? [createGroup(key, items.sort(compareQuestionnaireNames))] : [];
  };
  return TOP_LEVEL_ORDER.flatMap((key) => {
    if (key !== 'dynamic') return leaf(key);
    const groups = DYNAMIC_ORDER.flatMap(leaf);
    return groups.length > 0 ? [createGroup<T>('dynamic', [], groups)] : [];
  });
}
