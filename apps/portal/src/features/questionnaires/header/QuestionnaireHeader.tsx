import type { Questionnaire } from '@carecall/graph-core';
import { NEW_QUESTIONNAIRE_ID } from '@carecall/graph-core';
import { useTranslation } from 'react-i18next';

/** Props of {@link QuestionnaireHeader}. */
export interface QuestionnaireHeaderProps {
  questionnaire: Pick<Questionnaire, 'id' | 'questionnaire_name' | 'isSubQuestionnaire' | 'type' | 'archive'>;
  dirty: boolean;
}

/**
 * The header bar: the open questionnaire's name and id, with the 'sub questionnaire' or 'alternative
 * questionnaire' badge, plus archived and unsaved-changes marks so the state is never only implied.
 */
export function QuestionnaireHeader({ questionnaire, dirty }: QuestionnaireHeaderProps) {
  const { t } = useTranslation('questionnaires');
  return (
    <header className="cc-editor__header">
      <h2 className="cc-editor__title">{questionnaire.questionnaire_name}</h2>
      <span className="cc-editor__id">
        {questionnaire.id === NEW_QUESTIONNAIRE_ID ? t('header.newId') : t('header.id', { id: questionnaire.id })}
      </span>
      {questionnaire.isSubQuestionnaire ? <span className="cc-badge">{t('header.subQuestionnaire')}</span> : null}
      {questionnaire.type === 'alternative' ? (
        <span className="cc-badge">{t('header.alternativeQuestionnaire')}</span>
      ) : null}
      {questionnaire.archive ? <span className="cc-badge cc-badge--muted">{t('header.archived')}</span> : null}
      {dirty ? <span className="cc-badge cc-badge--warning">{t('header.unsaved')}</span> : null}
    </header>
  );
}
