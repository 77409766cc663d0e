import type { QuestionnaireListEntry } from '@carecall/api-client';
import {
  applyDynamicType,
  applyLanguages,
  applyShadowQuestionnaire,
  type DynamicTypeChoice,
  dynamicTypeSchema,
  getDynamicTypeChoice,
  getSelectedLanguages,
  getShadowCandidates,
  isShadowEnabled,
  type MetadataChanges,
  type Questionnaire,
  type QuestionnaireLanguage,
  questionnaireLanguageSchema,
} from '@carecall/graph-core';
import { CheckboxField, FieldFrame, SelectField, useFieldIds } from '@carecall/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorFormDialog } from './EditorFormDialog.tsx';
import './questionnaireDialogs.css';

/** Props of {@link SettingsDialog}. */
export interface SettingsDialogProps {
  questionnaire: Questionnaire;
  /** The organization's questionnaires, the shadow candidates among them. */
  questionnaires: QuestionnaireListEntry[];
  onConfirm: (changes: MetadataChanges) => void;
  onCancel: () => void;
}

const DYNAMIC_CHOICES: readonly DynamicTypeChoice[] = ['none', ...dynamicTypeSchema.options];

/**
 * The questionnaire's settings: languages, dynamic type and shadow association, each written by
 * graph-core's settings rules into one metadata change the editor applies (and can undo). A dynamic type makes the
 * questionnaire a sub-questionnaire, which disables and clears the shadow.
 */
export function SettingsDialog({ questionnaire, questionnaires, onConfirm, onCancel }: SettingsDialogProps) {
  const { t } = useTranslation(['questionnaireDialogs', 'common']);
  const languageIds = useFieldIds('settings-languages');
  const [languages, setLanguages] = useState<QuestionnaireLanguage[]>(() => getSelectedLanguages(questionnaire));
  const [dynamicType, setDynamicType] = useState<DynamicTypeChoice>(() => getDynamicTypeChoice(questionnaire));
  const [shadow, setShadow] = useState<number>(questionnaire.shadow_questionnaire_id);

  const typePatch = applyDynamicType(questionnaire, dynamicType);
  const shadowEnabled = isShadowEnabled(typePatch);
  const candidates = getShadowCandidates(questionnaires, questionnaire);

  const toggle = (language: QuestionnaireLanguage, checked: boolean) =>
    setLanguages((current) =>
      checked
        ? [...current.filter((item) => item !== language), language]
        : current.filter((item) => item !== language),
    );

  const confirm = () =>
    onConfirm({
      ...applyLanguages(languages),
      ...typePatch,
      ...(shadowEnabled ? applyShadowQuestionnaire(typePatch, shadow === 0 ? null : shadow) : {}),
    });

  return (
    <EditorFormDialog header={t('settings.title')} onConfirm={confirm} onCancel={onCancel}>
      <div className="cc-form-grid cc-dialogs-form">
        <FieldFrame ids={languageIds} label={t('settings.languages')} hint={t('settings.languagesHint')} as="fieldset">
          {questionnaireLanguageSchema.options.map((language) => (
            <CheckboxField
              key={language}
              id={`settings-language-${language}`}
              label={t(`settings.languageNames.${language}`)}
              checked={languages.includes(language)}
              onChange={(checked) => toggle(language, checked)}
            />
          ))}
        </FieldFrame>
        <SelectField<DynamicTypeChoice>
          id="settings-dynamicType"
          label={t('settings.dynamicType')}
          options={DYNAMIC_CHOICES.map((choice) => ({
            value: choice,
            label: choice === 'none' ? t('settings.none') : t(`dynamicTypes.${choice}`),
          }))}
          value={dynamicType}
          onChange={(choice) => {
            setDynamicType(choice);
            if (choice !== 'none') setShadow(0);
          }}
        />
        <SelectField<number>
          id="settings-shadow"
          label={t('settings.shadow')}
          options={[
            { value: 0, label: t('settings.shadowNone') },
            ...candidates.map((entry) => ({ value: entry.id, label: `${entry.name} (${entry.id})` })),
          ]}
          value={shadowEnabled ? shadow : 0}
          onChange={setShadow}
          disabled={!shadowEnabled}
          hint={shadowEnabled ? undefined : t('settings.shadowDisabled')}
          filterPlaceholder={t('settings.search')}
          emptyMessage={t('settings.shadowEmpty')}
        />
      </div>
    </EditorFormDialog>
  );
}
