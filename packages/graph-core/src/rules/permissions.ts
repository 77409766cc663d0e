import { NEW_QUESTIONNAIRE_ID, type QuestionnaireType } from '../questionnaire.ts';

/**
 * Why a questionnaire action is not offered, so the editor can disable or hide it and explain why:
 * 'owned-by-parent' (it belongs to another organization, shown as the "belongs to the parent" tooltip),
 * 'archived', 'not-archived' (restore and delete need an archived questionnaire), 'unsaved' (id -1) and
 * 'sub-questionnaire' (it runs only inside a frame, so it cannot be called on its own).
 */
export type QuestionnaireDeniedReason =
  | 'owned-by-parent'
  | 'archived'
  | 'not-archived'
  | 'unsaved'
  | 'sub-questionnaire';

/** Whether an action is offered and, when not, why. */
export type QuestionnairePermission = { allowed: true } | { allowed: false; reason: QuestionnaireDeniedReason };

/** What the lifecycle and permission rules look at: the questionnaire and the user's selected organization. */
export interface QuestionnaireAccess {
  questionnaire: {
    id: number;
    archive: boolean;
    organization_id?: number | undefined;
    /** Only Call Now looks at it; left out, the questionnaire counts as a whole one. */
    isSubQuestionnaire?: boolean | undefined;
  };
  selectedOrganizationId: number | null | undefined;
}

const ALLOWED: QuestionnairePermission = { allowed: true };

function deny(reason: QuestionnaireDeniedReason): QuestionnairePermission {
  return { allowed: false, reason };
}

/**
 * Whether the questionnaire belongs to the selected organization. One without an owner (a new local questionnaire,
 * or a document fetched for the selected organization) counts as its own.
 */
export function isOwnQuestionnaire({ questionnaire, selectedOrganizationId }: QuestionnaireAccess): boolean {
  if (questionnaire.organization_id === undefined) return true;
  return questionnaire.organization_id === selectedOrganizationId;
}

/** Edit is offered for the selected organization's own questionnaires that are not archived. */
export function canEditQuestionnaire(access: QuestionnaireAccess): QuestionnairePermission {
  if (!isOwnQuestionnaire(access)) return deny('owned-by-parent');
  if (access.questionnaire.archive) return deny('archived');
  return ALLOWED;
}

/** Archive is offered for the organization's own questionnaires that are saved and not archived. */
export function canArchiveQuestionnaire(access: QuestionnaireAccess): QuestionnairePermission {
  if (!isOwnQuestionnaire(access)) return deny('owned-by-parent');
  if (access.questionnaire.archive) return deny('archived');
  if (access.questionnaire.id === NEW_QUESTIONNAIRE_ID) return deny('unsaved');
  return ALLOWED;
}

/** Restore is offered for the organization's own archived questionnaires. */
export function canRestoreQuestionnaire(access: QuestionnaireAccess): QuestionnairePermission {
  if (!isOwnQuestionnaire(access)) return deny('owned-by-parent');
  if (!access.questionnaire.archive) return deny('not-archived');
  return ALLOWED;
}

/** Delete is offered only for the organization's own archived questionnaires, so nothing live is lost. */
export function canDeleteQuestionnaire(access: QuestionnaireAccess): QuestionnairePermission {
  return canRestoreQuestionnaire(access);
}

/**
 * Call Now is offered for saved, whole questionnaires that are not archived, whichever organization owns them: calling
 * changes nothing in the questionnaire, so a child organization may call with its parent's. A
 * sub-questionnaire runs only inside a frame; it is refused before 'unsaved', since saving would not help.
 */
export function canCallNow({ questionnaire }: QuestionnaireAccess): QuestionnairePermission {
  if (questionnaire.archive) return deny('archived');
  if (questionnaire.isSubQuestionnaire === true) return deny('sub-questionnaire');
  if (questionnaire.id === NEW_QUESTIONNAIRE_ID) return deny('unsaved');
  return ALLOWED;
}

/**
 * Whether archiving must first warn that the questionnaire can no longer be attached to other questionnaires until
 * restored (existing uses keep working): true for embedded-type questionnaires.
 */
export function needsArchiveWarning(questionnaire: { type: QuestionnaireType }): boolean {
  return questionnaire.type === 'embedded';
}
