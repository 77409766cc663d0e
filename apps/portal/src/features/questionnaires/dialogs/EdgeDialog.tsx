import {
  type Condition,
  canHaveOutgoingEdges,
  createCondition,
  getConditionSpec,
  type Questionnaire,
} from '@carecall/graph-core';
import { SelectField } from '@carecall/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorFormDialog } from './EditorFormDialog.tsx';
import { formatConditionValue } from './formatConditionValue.ts';
import { formatVertexOption } from './formatVertexOption.ts';
import './questionnaireDialogs.css';

/** Props of {@link EdgeDialog}. */
export interface EdgeDialogProps {
  mode: 'add' | 'remove';
  questionnaire: Questionnaire;
  /** The vertex the edge leaves, when the dialog was opened from it. */
  initialSource?: string;
  onConfirm: (edge: { v: string; w: string; condition?: Condition }) => void;
  onCancel: () => void;
}

/**
 * Adds or removes an edge. Nothing may leave a terminate call; the condition's options
 * come from the source vertex, and it is required where graph-core's `getConditionSpec` says so. Removing with a
 * condition removes only the edges with that answer, without one every edge between the pair; the parent applies
 * `addEdge` / `removeEdges` with what this returns.
 */
export function EdgeDialog({ mode, questionnaire, initialSource, onConfirm, onCancel }: EdgeDialogProps) {
  const { t } = useTranslation(['questionnaireDialogs', 'common']);
  const [source, setSource] = useState<string | null>(initialSource ?? null);
  const [target, setTarget] = useState<string | null>(null);
  const [condition, setCondition] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const sourceNode = questionnaire.nodes.find((node) => node.v === source);
  const terminateSource = sourceNode !== undefined && !canHaveOutgoingEdges(sourceNode.value);
  const spec = sourceNode === undefined || terminateSource ? undefined : getConditionSpec(sourceNode.value);
  const linked = new Set(questionnaire.edges.filter((edge) => edge.v === source).map((edge) => edge.w));
  const targets = questionnaire.nodes.filter((node) =>
    mode === 'add' ? node.v !== source : source !== null && linked.has(node.v),
  );
  // Removing offers the answers the edges between the pair carry; adding offers every option of the source.
  const conditionOptions =
    spec === undefined
      ? []
      : mode === 'add'
        ? spec.options
        : [
            ...new Set(
              questionnaire.edges
                .filter((edge) => edge.v === source && edge.w === target)
                .flatMap((edge) => edge.value.filter((item) => item.action === spec.action).map((item) => item.value)),
            ),
          ];
  const conditionRequired = mode === 'add' && spec?.required === true;

  const errors = {
    source: terminateSource
      ? t('edge.terminateSource')
      : submitted && source === null
        ? t('edge.requireSource')
        : undefined,
    target: submitted && target === null ? t('edge.requireTarget') : undefined,
    condition: submitted && conditionRequired && condition === null ? t('edge.requireCondition') : undefined,
  };

  const confirm = () => {
    setSubmitted(true);
    if (source === null || target === null || terminateSource) return;
    if (conditionRequired && condition === null) return;
    if (condition !== null && spec !== undefined)
      onConfirm({ v: source, w: target, condition: createCondition(spec.action, condition) });
    else onConfirm({ v: source, w: target });
  };

  const emptyChoice = mode === 'add' ? t('edge.noCondition') : t('edge.anyCondition');
  return (
    <EditorFormDialog
      header={t(mode === 'add' ? 'edge.titleAdd' : 'edge.titleRemove')}
      onConfirm={confirm}
      onCancel={onCancel}
      confirmDisabled={terminateSource}
    >
      <div className="cc-form-grid cc-dialogs-form">
        <SelectField<string>
          id="edge-source"
          label={t('edge.source')}
          placeholder={t('edge.choose')}
          options={questionnaire.nodes.map((node) => ({
            value: node.v,
            label: formatVertexOption(node),
            disabled: !canHaveOutgoingEdges(node.value),
          }))}
          value={source}
          onChange={(value) => {
            setSource(value);
            setTarget(null);
            setCondition(null);
          }}
          filterPlaceholder={t('edge.search')}
          emptyMessage={t('edge.empty')}
          error={errors.source}
          required
        />
        <SelectField<string>
          id="edge-target"
          label={t('edge.target')}
          placeholder={t('edge.choose')}
          options={targets.map((node) => ({ value: node.v, label: formatVertexOption(node) }))}
          value={target}
          onChange={(value) => {
            setTarget(value);
            setCondition(null);
          }}
          filterPlaceholder={t('edge.search')}
          emptyMessage={mode === 'remove' && source !== null ? t('edge.noEdges') : t('edge.empty')}
          error={errors.target}
          required
        />
        {spec !== undefined ? (
          <SelectField<string>
            id="edge-condition"
            label={t('edge.condition')}
            placeholder={t('vertex.choose')}
            options={[
              ...(conditionRequired ? [] : [{ value: '', label: emptyChoice }]),
              ...conditionOptions.map((option) => ({ value: option, label: formatConditionValue(t, option) })),
            ]}
            value={condition ?? (conditionRequired ? null : '')}
            onChange={(value) => setCondition(value === '' ? null : value)}
            error={errors.condition}
            required={conditionRequired}
          />
        ) : null}
        {mode === 'remove' ? <p className="cc-dialogs-note">{t('edge.removeHint')}</p> : null}
      </div>
    </EditorFormDialog>
  );
}
