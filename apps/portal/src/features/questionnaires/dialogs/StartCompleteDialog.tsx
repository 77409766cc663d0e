import { getStartAndCompleteCandidates, type Questionnaire } from '@carecall/graph-core';
import { SelectField } from '@carecall/ui';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorFormDialog } from './EditorFormDialog.tsx';
import { formatVertexOption } from './formatVertexOption.ts';
import { MultiSelectField } from './MultiSelectField.tsx';
import './questionnaireDialogs.css';

/** Props of {@link StartCompleteDialog}. */
export interface StartCompleteDialogProps {
  questionnaire: Questionnaire;
  /** Why the dialog opened by itself, e.g. the translated 'missing starting vertex' of a refused save. */
  warning?: string;
  onConfirm: (value: { start: string; complete: string[] }) => void;
  onCancel: () => void;
}

/**
 * Picks the starting vertex and the complete vertices: placeholders are not offered, a start is
 * required, and complete entries come back without blanks or repeats, in the order they were picked.
 */
export function StartCompleteDialog({ questionnaire, warning, onConfirm, onCancel }: StartCompleteDialogProps) {
  const { t } = useTranslation(['questionnaireDialogs', 'common']);
  const candidates = getStartAndCompleteCandidates(questionnaire);
  const offered = new Set(candidates);
  const [start, setStart] = useState<string | null>(
    questionnaire.starting_node !== undefined && offered.has(questionnaire.starting_node)
      ? questionnaire.starting_node
      : null,
  );
  const [complete, setComplete] = useState<string[]>(() => [
    ...new Set(questionnaire.complete_node.filter((name) => offered.has(name))),
  ]);
  const [submitted, setSubmitted] = useState(false);

  const byName = new Map(questionnaire.nodes.map((node) => [node.v, node]));
  const options = candidates.map((name) => {
    const node = byName.get(name);
    return { value: name, label: node === undefined ? name : formatVertexOption(node) };
  });

  const confirm = () => {
    setSubmitted(true);
    if (start === null) return;
    onConfirm({ start, complete: [...new Set(complete.filter((name) => name.trim() !== ''))] });
  };

  return (
    <EditorFormDialog header={t('startComplete.title')} onConfirm={confirm} onCancel={onCancel}>
      <div className="cc-form-grid cc-dialogs-form">
        {warning ? <Message className="cc-dialogs-warning" severity="warn" text={warning} /> : null}
        <SelectField<string>
          id="start-vertex"
          label={t('startComplete.start')}
          placeholder={t('startComplete.choose')}
          options={options}
          value={start}
          onChange={setStart}
          filterPlaceholder={t('startComplete.search')}
          emptyMessage={t('startComplete.empty')}
          error={submitted && start === null ? t('startComplete.requireStart') : undefined}
          required
        />
        <MultiSelectField<string>
          id="complete-vertices"
          label={t('startComplete.complete')}
          placeholder={t('startComplete.chooseMany')}
          options={options}
          value={complete}
          onChange={setComplete}
          filterPlaceholder={t('startComplete.search')}
          emptyMessage={t('startComplete.empty')}
        />
      </div>
    </EditorFormDialog>
  );
}
