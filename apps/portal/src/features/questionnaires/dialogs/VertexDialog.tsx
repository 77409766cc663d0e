import type { QuestionnaireListEntry } from '@carecall/api-client';
import {
  type Condition,
  canHaveOutgoingEdges,
  createCondition,
  createVertexValue,
  dynamicTypeSchema,
  formatUnknownText,
  getConditionSpec,
  getEmbeddedCandidates,
  getHotTransferTexts,
  type HotTransferTexts,
  isPlaceholderValue,
  type MultiBranchAnswer,
  type Questionnaire,
  VERTEX_KINDS,
  type VertexDialogMode,
  type VertexDraft,
  type VertexIssue,
  validateVertex,
  verifyParameters,
} from '@carecall/graph-core';
import { SelectField, TextField } from '@carecall/ui';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHintsQuery } from '../api/useHintsQuery.ts';
import { useParameterKeysQuery } from '../api/useParameterKeysQuery.ts';
import { useTagsQuery } from '../api/useTagsQuery.ts';
import {
  type AskTypeChoice,
  createVertexFormValues,
  type DialogVertexKind,
  type VertexFormValues,
} from './createVertexFormValues.ts';
import { EditorFormDialog } from './EditorFormDialog.tsx';
import { formatConditionValue } from './formatConditionValue.ts';
import { formatVertexOption } from './formatVertexOption.ts';
import { createHintDisplayName } from './getHintGroups.ts';
import { MultiBranchFields } from './MultiBranchFields.tsx';
import { MultiSelectField } from './MultiSelectField.tsx';
import { RecordingFields } from './RecordingFields.tsx';
import { TextAreaField } from './TextAreaField.tsx';
import { toVertexDraft } from './toVertexDraft.ts';
import './questionnaireDialogs.css';

/** What the vertex dialog hands its parent, which applies `addVertex` or `editVertex` with it. */
export interface VertexDialogResult {
  draft: VertexDraft;
  tagsv2?: number[];
  hotTransfer?: HotTransferTexts;
  /** Add mode: the vertex the new one follows, with the condition of that edge. */
  from?: { v: string; condition?: Condition };
}

/** Props of {@link VertexDialog}. */
export interface VertexDialogProps {
  mode: VertexDialogMode;
  questionnaire: Questionnaire;
  /** The vertex edited (edit mode) or the placeholder turned into a vertex (dirty mode). */
  vertex?: string;
  /** The questionnaires an embedded vertex can pick its sub-questionnaire from. */
  questionnaires: QuestionnaireListEntry[];
  onConfirm: (result: VertexDialogResult) => void;
  onCancel: () => void;
  /** Edit mode only: shows a 'delete vertex' button. */
  onDelete?: () => void;
}

const DIALOG_KINDS = VERTEX_KINDS.filter((kind): kind is DialogVertexKind => kind !== 'placeholder');
/** The ask type choices with their text keys (`Twilio.YES_NO` holds the key separator). */
const ASK_TYPE_KEYS: Record<AskTypeChoice, string> = {
  open: 'open',
  'Twilio.YES_NO': 'yesNo',
  language_intent: 'language',
  morning_afternoon: 'morningAfternoon',
  multi_branch: 'multiBranch',
};
const ASK_TYPES = Object.keys(ASK_TYPE_KEYS) as AskTypeChoice[];

/** The spoken texts of the form that `{parameter}` references are verified in. */
function getSpokenTexts(values: VertexFormValues): string[] {
  switch (values.kind) {
    case 'say':
      return [values.message];
    case 'ask':
      return [values.question, values.unknownText];
    case 'hot_transfer':
      return [values.connectedText, values.notConnectedText];
    case 'date_of_birth_validation':
    case 'zip_code_validation':
      return [values.requestMessage, values.waitMessage];
    default:
      return [];
  }
}

/** Issues grouped by the form field they belong to, multi-branch branch issues by branch. */
function groupIssues(issues: readonly VertexIssue[]) {
  const byField = new Map<string, VertexIssue[]>();
  const byBranch = new Map<number, VertexIssue[]>();
  for (const issue of issues) {
    if (issue.branch !== undefined) byBranch.set(issue.branch, [...(byBranch.get(issue.branch) ?? []), issue]);
    else byField.set(issue.field, [...(byField.get(issue.field) ?? []), issue]);
  }
  return { byField, byBranch };
}

/**
 * Adds a vertex, edits one, or turns a placeholder into one: the fields of the chosen kind,
 * graph-core's `validateVertex` issues on their fields once Confirm was tried, and the parameter verification live,
 * with Confirm disabled while a text names an unknown parameter. Hints, tags and parameter keys are fetched here;
 * a recording is uploaded as soon as it is picked.
 */
export function VertexDialog({
  mode,
  questionnaire,
  vertex,
  questionnaires,
  onConfirm,
  onCancel,
  onDelete,
}: VertexDialogProps) {
  const { t } = useTranslation(['questionnaireDialogs', 'common']);
  const hintsQuery = useHintsQuery();
  const tagsQuery = useTagsQuery();
  const keysQuery = useParameterKeysQuery();
  const initial = useMemo(() => createVertexFormValues(questionnaire, mode, vertex), [questionnaire, mode, vertex]);
  const initialTexts = useMemo(
    () => (vertex === undefined ? undefined : getHotTransferTexts(questionnaire, vertex)),
    [questionnaire, vertex],
  );
  const [values, setValues] = useState<VertexFormValues>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [uploading, setUploading] = useState(false);

  const language = questionnaire.language;
  const displayName = useMemo(() => createHintDisplayName(hintsQuery.data ?? []), [hintsQuery.data]);
  const canPickKind = mode !== 'edit' || initial.kind === null;
  const hotTransfer: HotTransferTexts = {
    connectedText: values.connectedText,
    notConnectedText: values.notConnectedText,
  };

  const draft = toVertexDraft(values);
  const knownParameters = keysQuery.data;
  const issues =
    draft === null
      ? []
      : validateVertex(createVertexValue(draft.kind, draft.payload), { mode, hotTransfer, knownParameters });
  const verification =
    knownParameters === undefined || values.kind === null
      ? undefined
      : verifyParameters(getSpokenTexts(values), knownParameters, {
          keys: values.kind === 'hot_transfer' ? [values.parameter] : [],
        });

  const fromNode = questionnaire.nodes.find((node) => node.v === values.fromVertex);
  const fromSpec = fromNode === undefined ? undefined : getConditionSpec(fromNode.value);
  const fromConditionMissing = fromSpec?.required === true && values.fromCondition === null;

  const { byField, byBranch } = groupIssues(issues);
  const translateIssue = (issue: VertexIssue) =>
    issue.code === 'unknown-parameter'
      ? t('parameters.unknown', { parameters: (issue.parameters ?? []).join(', ') })
      : t(`issues.${issue.code}`);
  const fieldError = (field: string): string[] | undefined => {
    if (!submitted) return undefined;
    const found = byField.get(field);
    return found === undefined ? undefined : found.map(translateIssue);
  };
  const branchErrors = new Map<number, string[]>();
  if (submitted) for (const [branch, found] of byBranch) branchErrors.set(branch, found.map(translateIssue));

  const change = (patch: Partial<VertexFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const changeBranches = ({ hintGroup, branches }: { hintGroup?: string; branches: MultiBranchAnswer[] }) =>
    setValues((current) => ({
      ...current,
      hintGroup: hintGroup ?? current.hintGroup,
      branches,
      // The unknown text lists the branches' hints; it follows every change of them.
      unknownText: formatUnknownText(branches, language, displayName),
    }));

  const confirm = () => {
    setSubmitted(true);
    if (draft === null || issues.length > 0 || fromConditionMissing) return;
    const result: VertexDialogResult = { draft };
    if (values.tags.length > 0 || initial.tags.length > 0) result.tagsv2 = [...values.tags];
    if (draft.kind === 'hot_transfer') {
      const changed =
        initialTexts === undefined ||
        initialTexts.connectedText !== values.connectedText ||
        initialTexts.notConnectedText !== values.notConnectedText;
      if (mode !== 'edit' || (initialTexts !== undefined && changed)) result.hotTransfer = hotTransfer;
    }
    if (mode === 'add' && values.fromVertex !== null) {
      result.from =
        values.fromCondition === null || fromSpec === undefined
          ? { v: values.fromVertex }
          : { v: values.fromVertex, condition: createCondition(fromSpec.action, values.fromCondition) };
    }
    onConfirm(result);
  };

  const header = t(mode === 'add' ? 'vertex.titleAdd' : mode === 'edit' ? 'vertex.titleEdit' : 'vertex.titleDirty');
  const one = (field: string) => fieldError(field);
  const nameField = (
    <TextField
      id="vertex-name"
      label={t('vertex.name')}
      value={values.name}
      onChange={(name) => change({ name })}
      autoComplete="off"
    />
  );

  const tagsHint = tagsQuery.isPending
    ? t('vertex.tagsLoading')
    : tagsQuery.isError
      ? t('vertex.tagsError')
      : undefined;
  // Built once per document, not per keystroke: a questionnaire may hold hundreds of vertices.
  const fromOptions = useMemo(
    () =>
      questionnaire.nodes
        .filter((node) => canHaveOutgoingEdges(node.value) && !isPlaceholderValue(node.value))
        .map((node) => ({ value: node.v, label: formatVertexOption(node) })),
    [questionnaire],
  );
  const embeddedOptions = useMemo(
    () =>
      getEmbeddedCandidates(questionnaires, questionnaire).map((entry) => ({
        value: entry.id,
        label: `${entry.name} (${entry.id})`,
      })),
    [questionnaires, questionnaire],
  );
  const keysLoading = keysQuery.isPending;

  return (
    <EditorFormDialog
      header={header}
      onConfirm={confirm}
      onCancel={onCancel}
      busy={uploading}
      confirmDisabled={keysLoading || (verification !== undefined && !verification.ok)}
    >
      <div className="cc-form-grid cc-vertex-dialog">
        {canPickKind ? (
          <SelectField<DialogVertexKind>
            id="vertex-kind"
            label={t('vertex.kind')}
            placeholder={t('vertex.kindPlaceholder')}
            options={DIALOG_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            value={values.kind}
            onChange={(kind) => change({ kind })}
            error={submitted && values.kind === null ? t('vertex.requireKind') : undefined}
            required
          />
        ) : (
          <p className="cc-vertex-dialog__kind">
            {t('vertex.kind')}: <strong>{values.kind === null ? '' : t(`kinds.${values.kind}`)}</strong>
          </p>
        )}

        {values.kind === 'say' ? (
          <TextAreaField
            id="vertex-message"
            label={t('vertex.message')}
            value={values.message}
            onChange={(message) => change({ message })}
            error={one('message')}
            required
          />
        ) : null}

        {values.kind === 'ask' ? (
          <>
            {nameField}
            <TextAreaField
              id="vertex-question"
              label={t('vertex.question')}
              value={values.question}
              onChange={(question) => change({ question })}
              error={one('question')}
              required
            />
            <SelectField<AskTypeChoice>
              id="vertex-askType"
              label={t('vertex.askType')}
              options={ASK_TYPES.map((type) => ({ value: type, label: t(`askTypes.${ASK_TYPE_KEYS[type]}`) }))}
              value={values.askType}
              onChange={(askType) =>
                setValues((current) => ({
                  ...current,
                  askType,
                  unknownText:
                    askType === 'multi_branch'
                      ? formatUnknownText(current.branches, language, displayName)
                      : current.unknownText,
                }))
              }
            />
            {values.askType === 'multi_branch' ? (
              <MultiBranchFields
                hints={hintsQuery.data}
                hintsState={hintsQuery.status}
                hintGroup={values.hintGroup}
                branches={values.branches}
                language={language}
                displayName={displayName}
                onChange={changeBranches}
                groupError={one('hintGroup')?.join(' ')}
                branchesError={one('multiBranchAnswers')?.join(' ')}
                branchErrors={branchErrors}
              />
            ) : null}
            <TextAreaField
              id="vertex-unknownText"
              label={t('vertex.unknownText')}
              hint={t('vertex.unknownTextHint')}
              value={values.unknownText}
              onChange={(unknownText) => change({ unknownText })}
              error={one('unknownText')}
              rows={2}
            />
          </>
        ) : null}

        {values.kind === 'recording' ? (
          <>
            {nameField}
            <TextAreaField
              id="vertex-transcription"
              label={t('vertex.transcription')}
              value={values.transcription}
              onChange={(transcription) => change({ transcription })}
              error={one('transcription')}
              required
            />
            <RecordingFields
              url={values.url}
              tempUrl={values.tempUrl}
              onUploaded={({ url, tempUrl }) => change({ url, tempUrl })}
              onPendingChange={setUploading}
              error={one('url')?.join(' ')}
            />
          </>
        ) : null}

        {values.kind === 'dynamic' ? (
          <SelectField
            id="vertex-dynamicType"
            label={t('vertex.dynamicType')}
            placeholder={t('vertex.choose')}
            options={dynamicTypeSchema.options.map((type) => ({ value: type, label: t(`dynamicTypes.${type}`) }))}
            value={values.dynamicType}
            onChange={(dynamicType) => change({ dynamicType })}
            error={one('type')?.join(' ')}
            required
          />
        ) : null}

        {values.kind === 'embedded' ? (
          <SelectField<number>
            id="vertex-questionnaireId"
            label={t('vertex.subQuestionnaire')}
            placeholder={t('vertex.choose')}
            options={embeddedOptions}
            value={values.questionnaireId}
            onChange={(questionnaireId) =>
              change({
                questionnaireId,
                questionnaireName: questionnaires.find((entry) => entry.id === questionnaireId)?.name ?? '',
              })
            }
            filterPlaceholder={t('vertex.search')}
            emptyMessage={t('vertex.subQuestionnaireEmpty')}
            error={one('questionnaireId')?.join(' ')}
            required
          />
        ) : null}

        {values.kind === 'hot_transfer' ? (
          <>
            {nameField}
            <TextField
              id="vertex-phone"
              type="tel"
              label={t('vertex.phone')}
              hint={t('vertex.phoneHint')}
              value={values.phone}
              onChange={(phone) => change({ phone })}
              error={one('phone')?.join(' ')}
              autoComplete="off"
            />
            <TextField
              id="vertex-parameter"
              label={t('vertex.parameter')}
              hint={t('vertex.parameterHint')}
              value={values.parameter}
              onChange={(parameter) => change({ parameter })}
              error={one('parameter')?.join(' ')}
              autoComplete="off"
            />
            {mode !== 'edit' || initialTexts !== undefined ? (
              <>
                <TextAreaField
                  id="vertex-connectedText"
                  label={t('vertex.connectedText')}
                  value={values.connectedText}
                  onChange={(connectedText) => change({ connectedText })}
                  error={one('connectedText')}
                  required={mode !== 'edit'}
                  rows={2}
                />
                <TextAreaField
                  id="vertex-notConnectedText"
                  label={t('vertex.notConnectedText')}
                  value={values.notConnectedText}
                  onChange={(notConnectedText) => change({ notConnectedText })}
                  error={one('notConnectedText')}
                  required={mode !== 'edit'}
                  rows={2}
                />
              </>
            ) : null}
          </>
        ) : null}

        {values.kind === 'date_of_birth_validation' || values.kind === 'zip_code_validation' ? (
          <>
            {nameField}
            <TextAreaField
              id="vertex-requestMessage"
              label={t('vertex.requestMessage')}
              value={values.requestMessage}
              onChange={(requestMessage) => change({ requestMessage })}
              error={one('requestMessage')}
              required
              rows={2}
            />
            <TextAreaField
              id="vertex-waitMessage"
              label={t('vertex.waitMessage')}
              value={values.waitMessage}
              onChange={(waitMessage) => change({ waitMessage })}
              error={one('waitMessage')}
              required
              rows={2}
            />
          </>
        ) : null}

        {values.kind === 'terminate_call' ? nameField : null}

        {values.kind !== null ? (
          <MultiSelectField<number>
            id="vertex-tags"
            label={t('vertex.tags')}
            placeholder={t('vertex.tagsPlaceholder')}
            options={(tagsQuery.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
            value={values.tags}
            onChange={(tags) => change({ tags })}
            filterPlaceholder={t('vertex.search')}
            emptyMessage={t('vertex.tagsEmpty')}
            hint={tagsHint}
          />
        ) : null}

        {mode === 'add' ? (
          <div className="cc-vertex-dialog__after">
            <SelectField<string>
              id="vertex-from"
              label={t('vertex.after')}
              placeholder={t('vertex.afterNone')}
              options={[{ value: '', label: t('vertex.afterNone') }, ...fromOptions]}
              value={values.fromVertex ?? ''}
              onChange={(v) => change({ fromVertex: v === '' ? null : v, fromCondition: null })}
              filterPlaceholder={t('vertex.search')}
              emptyMessage={t('vertex.afterEmpty')}
            />
            {fromSpec !== undefined ? (
              <SelectField<string>
                id="vertex-fromCondition"
                label={t('vertex.condition')}
                placeholder={t('vertex.choose')}
                options={[
                  ...(fromSpec.required ? [] : [{ value: '', label: t('vertex.noCondition') }]),
                  ...fromSpec.options.map((option) => ({ value: option, label: formatConditionValue(t, option) })),
                ]}
                value={values.fromCondition ?? (fromSpec.required ? null : '')}
                onChange={(value) => change({ fromCondition: value === '' ? null : value })}
                error={submitted && fromConditionMissing ? t('issues.condition-required') : undefined}
                required={fromSpec.required}
              />
            ) : null}
          </div>
        ) : null}

        {keysLoading && values.kind !== null ? (
          <small className="cc-field__hint" role="status">
            {t('parameters.loading')}
          </small>
        ) : null}
        {keysQuery.isError ? <Message severity="warn" text={t('parameters.unavailable')} /> : null}
        {verification !== undefined && verification.message !== '' ? (
          <Message
            severity={verification.ok ? 'success' : 'error'}
            text={
              verification.ok
                ? t('parameters.verified', { parameters: verification.found.join(', ') })
                : t('parameters.unknown', { parameters: verification.unknown.join(', ') })
            }
          />
        ) : null}

        {mode === 'edit' && onDelete !== undefined ? (
          <Button
            type="button"
            className="cc-vertex-dialog__delete"
            icon="pi pi-trash"
            label={t('vertex.delete')}
            severity="danger"
            outlined
            onClick={onDelete}
          />
        ) : null}
      </div>
    </EditorFormDialog>
  );
}
