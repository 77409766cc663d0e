import type { QuestionnaireDocument } from '@carecall/api-client';
import { compareQuestionnaireNames, getLanguageTag } from '@carecall/graph-core';
import { FormDialog } from '@carecall/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounce } from 'use-debounce';
import { SEARCH_DEBOUNCE_MS } from '../../../app/searchDebounce.ts';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../../app/usePortalStore.ts';
import { usePortalToast } from '../../../app/usePortalToast.ts';
import { useCopySources } from '../api/useCopySources.ts';
import { useLoadCopySource } from '../api/useLoadCopySource.ts';
import { type Suggestion, SuggestionField } from './SuggestionField.tsx';

/** Props of {@link CopyQuestionnaireDialog}. */
export interface CopyQuestionnaireDialogProps {
  /** The chosen source document, with its graph; the parent copies the graph into the questionnaire being edited. */
  onConfirm: (source: QuestionnaireDocument) => void;
  onCancel: () => void;
  /** A questionnaire not offered as a source (the one being edited). */
  excludeQuestionnaireId?: number;
}

type Field = 'organization' | 'questionnaire';

function matches(text: string, term: string): boolean {
  return text.toLocaleLowerCase().includes(term.trim().toLocaleLowerCase());
}

/**
 * Copy questionnaire: an organization autocomplete over every organization listed for the user,
 * then a questionnaire autocomplete over that organization's questionnaires, filtered 400 ms after the user stops
 * typing. Confirm reads the chosen document and hands it over; a failed read is toasted and the choice kept.
 */
export function CopyQuestionnaireDialog({ onConfirm, onCancel, excludeQuestionnaireId }: CopyQuestionnaireDialogProps) {
  const { t } = useTranslation('questionnaireLifecycle');
  const { api } = usePortalRuntime();
  const toast = usePortalToast();
  const organizations = usePortalStore((state) => state.organizations);
  const [organizationText, setOrganizationText] = useState('');
  const [organizationId, setOrganizationId] = useState<number | null>(null);
  const [questionnaireText, setQuestionnaireText] = useState('');
  const [questionnaireId, setQuestionnaireId] = useState<number | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const sources = useCopySources(organizationId);
  const loadSource = useLoadCopySource();
  const [questionnaireTerm] = useDebounce(questionnaireText, SEARCH_DEBOUNCE_MS);

  const organizationSuggestions = useMemo<Suggestion[]>(
    () =>
      organizations
        .filter((organization) => organizationId !== null || matches(organization.name, organizationText))
        .map((organization) => ({ id: organization.id, label: organization.name })),
    [organizations, organizationText, organizationId],
  );
  // Once a questionnaire is chosen its label fills the box: offer the whole list again, not matches of the label.
  const term = questionnaireId === null ? questionnaireTerm : '';
  const questionnaireSuggestions = useMemo<Suggestion[]>(
    () =>
      (sources.data ?? [])
        .filter((entry) => entry.id !== excludeQuestionnaireId)
        .filter((entry) => matches(entry.name, term) || String(entry.id).includes(term.trim()))
        .sort(compareQuestionnaireNames)
        .map((entry) => ({
          id: entry.id,
          label: t('copy.option', { name: entry.name, id: entry.id }),
          meta: [getLanguageTag(entry.language), entry.archive ? t('copy.archived') : null].filter(Boolean).join(' · '),
        })),
    [sources.data, term, excludeQuestionnaireId, t],
  );
  const chosenQuestionnaire = sources.data?.find((entry) => entry.id === questionnaireId);

  const confirm = () => {
    const found: Partial<Record<Field, string>> = {};
    if (organizationId === null) found.organization = t('copy.chooseOrganization');
    if (!chosenQuestionnaire) found.questionnaire = t('copy.chooseQuestionnaire');
    setErrors(found);
    if (organizationId === null || !chosenQuestionnaire) return;
    loadSource.mutate(
      { questionnaireId: chosenQuestionnaire.id, organizationId },
      {
        onSuccess: (document) => onConfirm(document),
        onError: (error) => toast.error(t('copy.loadFailed', { message: api.getErrorMessage(error) })),
      },
    );
  };

  return (
    <FormDialog
      visible
      header={t('copy.title')}
      confirmLabel={t('copy.confirm')}
      cancelLabel={t('cancel')}
      closeLabel={t('close')}
      onConfirm={confirm}
      onCancel={onCancel}
      busy={loadSource.isPending}
    >
      <p className="cc-lifecycle__detail">{t('copy.intro')}</p>
      <SuggestionField
        id="copy-organization"
        label={t('copy.organization')}
        placeholder={t('copy.organizationPlaceholder')}
        text={organizationText}
        onTextChange={(text) => {
          setOrganizationText(text);
          setOrganizationId(null);
          setQuestionnaireText('');
          setQuestionnaireId(null);
        }}
        suggestions={organizationSuggestions}
        onSelect={(suggestion) => {
          setOrganizationText(suggestion.label);
          if (suggestion.id !== organizationId) {
            setQuestionnaireText('');
            setQuestionnaireId(null);
          }
          setOrganizationId(suggestion.id);
          setErrors((current) => ({ ...current, organization: undefined }));
        }}
        emptyText={t('copy.noOrganizations')}
        error={errors.organization}
        required
      />
      <SuggestionField
        id="copy-questionnaire"
        label={t('copy.questionnaire')}
        placeholder={t('copy.questionnairePlaceholder')}
        hint={organizationId === null ? t('copy.questionnaireDisabled') : undefined}
        text={questionnaireText}
        onTextChange={(text) => {
          setQuestionnaireText(text);
          setQuestionnaireId(null);
        }}
        suggestions={questionnaireSuggestions}
        onSelect={(suggestion) => {
          setQuestionnaireText(suggestion.label);
          setQuestionnaireId(suggestion.id);
          setErrors((current) => ({ ...current, questionnaire: undefined }));
        }}
        emptyText={sources.isError ? t('copy.listFailed') : t('copy.noQuestionnaires')}
        loading={sources.isPending && organizationId !== null}
        loadingText={t('copy.loadingQuestionnaires')}
        error={errors.questionnaire}
        disabled={organizationId === null}
        required
      />
    </FormDialog>
  );
}
