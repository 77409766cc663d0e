import type { Hint } from '@carecall/api-client';
import {
  canAddBranch,
  canRemoveBranch,
  getOfferedHints,
  type HintDisplayName,
  MAX_MULTI_BRANCHES,
  type MultiBranchAnswer,
  type QuestionnaireLanguage,
} from '@carecall/graph-core';
import { SelectField } from '@carecall/ui';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { patchItemAt } from '../../../app/patchItemAt.ts';
import { getHintGroups, getHintsInGroup } from './getHintGroups.ts';
import { MultiSelectField } from './MultiSelectField.tsx';

/** Props of {@link MultiBranchFields}. */
export interface MultiBranchFieldsProps {
  hints: readonly Hint[] | undefined;
  hintsState: 'pending' | 'error' | 'success';
  hintGroup: string;
  branches: readonly MultiBranchAnswer[];
  language: QuestionnaireLanguage;
  displayName: HintDisplayName;
  onChange: (change: { hintGroup?: string; branches: MultiBranchAnswer[] }) => void;
  groupError?: string;
  /** The error of the whole branch list ('multi branch error'). */
  branchesError?: string;
  /** Errors of single branches, by index. */
  branchErrors: ReadonlyMap<number, string[]>;
}

/**
 * The multi-branch part of the ask form: a hint group, then up to 10 branches of hints from it, a hint
 * used by one branch not offered to another, and a branch removable only while more than one exists.
 */
export function MultiBranchFields({
  hints,
  hintsState,
  hintGroup,
  branches,
  language,
  displayName,
  onChange,
  groupError,
  branchesError,
  branchErrors,
}: MultiBranchFieldsProps) {
  const { t } = useTranslation('questionnaireDialogs');
  const groups = getHintGroups(hints ?? []);
  const inGroup = getHintsInGroup(hints ?? [], hintGroup);
  const loadingHint =
    hintsState === 'pending' ? t('vertex.hintsLoading') : hintsState === 'error' ? t('vertex.hintsError') : undefined;

  const setBranch = (index: number, picked: string[]) =>
    onChange({ branches: patchItemAt(branches, index, { hints: picked }) });

  return (
    <div className="cc-vertex-dialog__branches">
      <SelectField<string>
        id="vertex-hintGroup"
        label={t('vertex.hintGroup')}
        placeholder={t('vertex.hintGroupPlaceholder')}
        options={groups.map((group) => ({ value: group, label: group }))}
        value={hintGroup === '' ? null : hintGroup}
        // A new group offers other hints: the picks of the old one no longer apply.
        onChange={(group) =>
          onChange({ hintGroup: group, branches: branches.map((branch) => ({ ...branch, hints: [] })) })
        }
        emptyMessage={t('vertex.hintGroupsEmpty')}
        hint={loadingHint}
        error={groupError}
        required
      />
      {branches.map((branch, index) => {
        const number = index + 1;
        const offered = getOfferedHints(branches, index, inGroup);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: branches have no identity but their position
          <div key={index} className="cc-vertex-dialog__branch">
            <MultiSelectField<string>
              id={`vertex-branch-${index}`}
              label={t('vertex.branch', { number })}
              options={offered.map((hint) => ({
                value: hint.hint,
                label: displayName(hint.hint, language) ?? hint.hint,
              }))}
              value={branch.hints}
              onChange={(picked) => setBranch(index, picked)}
              placeholder={hintGroup === '' ? t('vertex.hintsNeedGroup') : t('vertex.hintsPlaceholder')}
              disabled={hintGroup === ''}
              emptyMessage={t('vertex.hintsEmpty')}
              error={branchErrors.get(index)}
            />
            <Button
              type="button"
              icon="pi pi-trash"
              text
              severity="danger"
              aria-label={t('vertex.removeBranch', { number })}
              disabled={!canRemoveBranch(branches)}
              onClick={() => onChange({ branches: branches.filter((_, at) => at !== index) })}
            />
          </div>
        );
      })}
      {branchesError ? (
        <small className="cc-field__error" role="alert">
          <i className="pi pi-exclamation-circle" aria-hidden="true" />
          {branchesError}
        </small>
      ) : null}
      <div className="cc-vertex-dialog__branch-actions">
        <Button
          type="button"
          icon="pi pi-plus"
          label={t('vertex.addBranch')}
          outlined
          size="small"
          disabled={!canAddBranch(branches)}
          onClick={() => onChange({ branches: [...branches, { hints: [] }] })}
        />
        <small className="cc-field__hint">
          {t('vertex.branchCount', { current: branches.length, max: MAX_MULTI_BRANCHES })}
        </small>
      </div>
    </div>
  );
}
