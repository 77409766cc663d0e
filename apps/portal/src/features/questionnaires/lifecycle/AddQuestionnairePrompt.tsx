import { validateQuestionnaireName } from '@carecall/graph-core';
import { FormDialog, TextField } from '@carecall/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link AddQuestionnairePrompt}. */
export interface AddQuestionnairePromptProps {
  /** The accepted name, trimmed; the parent creates the empty local questionnaire (id -1). */
  onConfirm: (name: string) => void;
  onCancel: () => void;
}

/**
 * The name prompt of the tree menu's plus button: a blank name is refused with 'invalid
 * questionnaire name' by graph-core's rule, and the typed text stays so it can be corrected.
 */
export function AddQuestionnairePrompt({ onConfirm, onCancel }: AddQuestionnairePromptProps) {
  const { t } = useTranslation('questionnaireLifecycle');
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState(false);

  const confirm = () => {
    if (validateQuestionnaireName(name).length > 0) {
      setInvalid(true);
      document.getElementById('add-questionnaire-name')?.focus();
      return;
    }
    onConfirm(name.trim());
  };

  return (
    <FormDialog
      visible
      header={t('add.title')}
      confirmLabel={t('add.confirm')}
      cancelLabel={t('cancel')}
      closeLabel={t('close')}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <TextField
        id="add-questionnaire-name"
        name="questionnaire_name"
        label={t('add.name')}
        value={name}
        onChange={(value) => {
          setName(value);
          if (invalid) setInvalid(validateQuestionnaireName(value).length > 0);
        }}
        error={invalid ? t('add.invalidName') : undefined}
        autoComplete="off"
        maxLength={200}
        autoFocus
        required
      />
    </FormDialog>
  );
}
