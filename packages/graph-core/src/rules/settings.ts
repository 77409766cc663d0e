import {
  NEW_QUESTIONNAIRE_ID,
  type Questionnaire,
  type QuestionnaireLanguage,
  type QuestionnaireType,
} from '../questionnaire.ts';
import { type DynamicType, dynamicTypeSchema } from '../vertices/dynamic/schema.ts';
import { compareQuestionnaireNames } from './compareQuestionnaireNames.ts';
import type { QuestionnaireListItem } from './questionnaireListItem.ts';

/** The language fields the settings dialog writes. */
export type LanguageSettings = Pick<Questionnaire, 'language' | 'is_multiple_languages'>;

/** What the settings dialog's dynamic-type select offers: a dynamic type, or 'none' for a regular questionnaire. */
export type DynamicTypeChoice = DynamicType | 'none';

/** The fields a dynamic-type choice writes; `shadow_questionnaire_id` only when the association is cleared. */
export interface DynamicTypePatch {
  type: QuestionnaireType;
  isSubQuestionnaire: boolean;
  shadow_questionnaire_id?: number;
}

/** The fields a shadow choice writes. */
export interface ShadowPatch {
  shadow_questionnaire_id: number;
}

/** What a questionnaire must expose to be offered as a shadow. */
export type ShadowCandidate = Pick<QuestionnaireListItem, 'id' | 'name' | 'is_sub_questionnaire' | 'archive'>;

const LANGUAGES: readonly QuestionnaireLanguage[] = ['en-US', 'es-US'];

/**
 * The language fields for the languages ticked in the settings dialog: one sets it, two set English as
 * main and mark the questionnaire multi-language, none falls back to English. Returned as a patch so the editor can
 * apply it as one undoable metadata change.
 */
export function applyLanguages(selected: readonly QuestionnaireLanguage[]): LanguageSettings {
  const distinct = LANGUAGES.filter((language) => selected.includes(language));
  const [only] = distinct;
  if (distinct.length === 1 && only !== undefined) return { language: only, is_multiple_languages: false };
  return { language: 'en-US', is_multiple_languages: distinct.length > 1 };
}

/** The languages the settings dialog shows ticked for a questionnaire; the inverse of `applyLanguages`. */
export function getSelectedLanguages(settings: LanguageSettings): QuestionnaireLanguage[] {
  return settings.is_multiple_languages ? [...LANGUAGES] : [settings.language];
}

function isDynamicType(type: QuestionnaireType): type is DynamicType {
  return (dynamicTypeSchema.options as readonly string[]).includes(type);
}

/** The dynamic-type choice the settings dialog shows for a questionnaire: its type when it is a sub-questionnaire. */
export function getDynamicTypeChoice(
  questionnaire: Pick<Questionnaire, 'type' | 'isSubQuestionnaire'>,
): DynamicTypeChoice {
  return questionnaire.isSubQuestionnaire && isDynamicType(questionnaire.type) ? questionnaire.type : 'none';
}

/**
 * The fields a dynamic-type choice writes: a type marks the questionnaire as a sub-questionnaire of that
 * type and clears its shadow association, since sub-questionnaires cannot have one; 'none' reverses it. An
 * alternative questionnaire keeps its 'alternative' type on 'none', because that type is not a dynamic type.
 */
export function applyDynamicType(
  questionnaire: Pick<Questionnaire, 'type'>,
  choice: DynamicTypeChoice,
): DynamicTypePatch {
  if (choice === 'none') {
    return { type: questionnaire.type === 'alternative' ? 'alternative' : 'none', isSubQuestionnaire: false };
  }
  return { type: choice, isSubQuestionnaire: true, shadow_questionnaire_id: 0 };
}

/** Whether the shadow association can be picked: it is disabled for sub-questionnaires. */
export function isShadowEnabled(questionnaire: Pick<Questionnaire, 'isSubQuestionnaire'>): boolean {
  return !questionnaire.isSubQuestionnaire;
}

/** The field a shadow choice writes; no choice, or a sub-questionnaire, means none (0). */
export function applyShadowQuestionnaire(
  questionnaire: Pick<Questionnaire, 'isSubQuestionnaire'>,
  shadowId: number | null | undefined,
): ShadowPatch {
  return { shadow_questionnaire_id: isShadowEnabled(questionnaire) && shadowId != null ? shadowId : 0 };
}

/**
 * The questionnaires the shadow picker offers: saved, non-sub, non-archived questionnaires other than
 * the one being edited, sorted by name case-insensitively so the picker reads like the tree menu.
 */
export function getShadowCandidates<T extends ShadowCandidate>(list: readonly T[], current: { id: number }): T[] {
  return list
    .filter(
      (item) =>
        !item.is_sub_questionnaire && !item.archive && item.id !== current.id && item.id !== NEW_QUESTIONNAIRE_ID,
    )
    .sort(compareQuestionnaireNames);
}
