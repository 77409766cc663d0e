import {
  type Diagnosis,
  isApiError,
  type QuestionnaireListEntry,
  readVersionConflict,
  type SchedulerSettings,
  schedulerSettingsSchema,
  type VersionConflictBody,
} from '@carecall/api-client';
import { TextField } from '@carecall/ui';
import { Button } from 'primereact/button';
import { useId, useState } from 'react';
import { type FieldPath, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from 'use-debounce';
import { DATE_FORMATS } from '../../../app/formatPortalDate.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../app/searchDebounce.ts';
import { translateServerFieldMessage, translateValidationMessage } from '../../../app/translateValidationMessage.ts';
import { useDateFormatter } from '../../../app/useDateFormatter.ts';
import { useSaveSchedulerSettings, useSchedulerDiagnosisSearch } from '../api/useSchedulerSettings.ts';
import {
  listDiagnosisChoices,
  listLanguageChoices,
  nextDiagnosisPriority,
  type SchedulerSettingsFormValues,
  schedulerSettingsFormResolver,
  toSchedulerSettingsForm,
  toSchedulerSettingsWrite,
} from './schedulerSettingsForm.ts';

/** Props of {@link SchedulerSettingsForm}. */
export interface SchedulerSettingsFormProps {
  /** The stored settings and the version they were read at. */
  settings: SchedulerSettings;
  /** The organization's questionnaires, to choose from. */
  questionnaires: readonly QuestionnaireListEntry[];
}

/** A select's value for "no questionnaire". */
const NONE = '';

/**
 * The organization's scheduler settings as one form saved at once, based on the settings version it was read at: who
 * calls the schedules, a questionnaire per call language and the default, and a questionnaire per diagnosis with its
 * priority. The rules are checked before sending; a refusal of the server marks its field. When someone else saved
 * the settings meanwhile (409), everything typed stays, the form says who changed them and when, and the admin
 * chooses to load theirs or to save these over them.
 */
export function SchedulerSettingsForm({ settings, questionnaires }: SchedulerSettingsFormProps) {
  const { t } = useTranslation(['scheduler', 'validation']);
  const formatDate = useDateFormatter();
  const save = useSaveSchedulerSettings();
  const formId = useId();
  const [baseVersion, setBaseVersion] = useState(settings.version);
  const [automaticCalls, setAutomaticCalls] = useState(settings.automaticCallsEnabled);
  const [conflict, setConflict] = useState<VersionConflictBody | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  const search = useDebouncedCallback((text: string) => setSearched(text.trim()), SEARCH_DEBOUNCE_MS);
  const found = useSchedulerDiagnosisSearch(searched);
  const { control, register, handleSubmit, reset, setError, formState } = useForm<
    SchedulerSettingsFormValues,
    unknown,
    SchedulerSettingsFormValues
  >({ defaultValues: toSchedulerSettingsForm(settings), resolver: schedulerSettingsFormResolver });
  const { fields, append, remove } = useFieldArray({ control, name: 'diagnosisQuestionnaires', keyName: 'key' });
  const values = useWatch({ control });
  const rows = values.diagnosisQuestionnaires ?? [];
  const calledBy = values.calledBy ?? settings.calledBy;
  const diagnosisChoices = listDiagnosisChoices(questionnaires);
  const questionnaireName = (id: number | null | undefined) =>
    questionnaires.find((entry) => entry.id === id)?.name ?? (id ? `#${id}` : '');

  const message = (text: string | undefined) => (text ? translateValidationMessage(t, text) : undefined);
  const describe = (error: string | undefined, id: string) => ({
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? id : undefined,
  });

  const applyStored = (stored: SchedulerSettings) => {
    setBaseVersion(stored.version);
    setAutomaticCalls(stored.automaticCallsEnabled);
    reset(toSchedulerSettingsForm(stored));
  };

  const store = (formValues: SchedulerSettingsFormValues, version: number) => {
    setFailure(null);
    save.mutate(toSchedulerSettingsWrite(formValues, version), {
      onSuccess: (answer) => {
        setConflict(null);
        applyStored(answer);
        setAnnouncement(t('settings.saved'));
      },
      onError: (error) => {
        const found = readVersionConflict(error);
        if (found) {
          setConflict(found);
          setAnnouncement('');
          return;
        }
        const marked = isApiError(error)
          ? error.fields.filter((field) => field.path.startsWith('diagnosisQuestionnaires.'))
          : [];
        for (const field of marked)
          setError(
            field.path as FieldPath<SchedulerSettingsFormValues>,
            { message: translateServerFieldMessage(t, field.message) },
            { shouldFocus: true },
          );
        if (marked.length === 0)
          setFailure(
            isApiError(error) && error.code === 'QUESTIONNAIRE_NOT_CALLABLE'
              ? t('settings.notCallable')
              : t('settings.saveFailed'),
          );
      },
    });
  };

  const submit = handleSubmit((formValues) => store(formValues, baseVersion));
  const saveOver = handleSubmit((formValues) => {
    if (!conflict) return;
    setBaseVersion(conflict.currentVersion);
    store(formValues, conflict.currentVersion);
  });
  const loadTheirs = () => {
    if (!conflict) return;
    const current = schedulerSettingsSchema.safeParse(conflict.current);
    if (current.success) applyStored(current.data);
    else setBaseVersion(conflict.currentVersion);
    setConflict(null);
    setAnnouncement(t('settings.loadedTheirs'));
  };

  const pick = (diagnosis: Diagnosis) => {
    append({
      diagnosis_id: diagnosis.id,
      code: diagnosis.code,
      diagnosis: diagnosis.diagnosis,
      questionnaire_id: null,
      priority: nextDiagnosisPriority(rows as { priority: number }[]),
    });
    search.cancel();
    setQuery('');
    setSearched('');
    setAnnouncement(t('settings.diagnosisAdded', { name: `${diagnosis.code} ${diagnosis.diagnosis}` }));
  };

  const changedBy = conflict?.changedBy
    ? `${conflict.changedBy.first_name} ${conflict.changedBy.last_name}`.trim()
    : t('settings.conflict.someone');
  const changedAt = conflict?.changedAt ? formatDate(conflict.changedAt, DATE_FORMATS.dateTime) : '';
  const defaultError = message(formState.errors.defaultLanguage?.message);
  const searchResults = (found.data?.results ?? []).filter(
    (result) => !rows.some((row) => row.diagnosis_id === result.id),
  );

  return (
    <form
      id={formId}
      className="cc-scheduler-settings"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="cc-scheduler-settings__group">
        <legend>{t('settings.caller.legend')}</legend>
        <p className="cc-scheduler-settings__hint">{t('settings.caller.explanation')}</p>
        <div className="cc-scheduler-settings__choices">
          {(['bot', 'agents'] as const).map((caller) => (
            <label key={caller} className="cc-scheduler-settings__choice">
              <input type="radio" value={caller} {...register('calledBy')} />
              {t(`settings.caller.${caller}`)}
            </label>
          ))}
        </div>
        <p className="cc-scheduler-settings__status">
          {automaticCalls ? t('settings.caller.automaticOn') : t('settings.caller.automaticOff')}
        </p>
        {calledBy === 'bot' && !automaticCalls ? (
          <p className="cc-scheduler-settings__warning">{t('settings.caller.botWaits')}</p>
        ) : null}
      </fieldset>

      <fieldset className="cc-scheduler-settings__group">
        <legend>{t('settings.languages.legend')}</legend>
        <p className="cc-scheduler-settings__hint">{t('settings.languages.hint')}</p>
        {(values.languages ?? []).map((entry, index) => {
          const language = entry?.language ?? 'en-US';
          const id = `${formId}-language-${language}`;
          const choices = listLanguageChoices(questionnaires, language);
          const chosen = entry?.questionnaire_id ?? null;
          const options =
            chosen !== null && !choices.some((choice) => choice.id === chosen)
              ? [...choices, { id: chosen, name: questionnaireName(chosen) }]
              : choices;
          return (
            <div key={language} className="cc-scheduler-settings__field">
              <label htmlFor={id}>{t(`settings.languages.names.${language}`)}</label>
              <select
                id={id}
                {...register(`languages.${index}.questionnaire_id`, {
                  setValueAs: (value: string | number | null) =>
                    value === NONE || value === null ? null : Number(value),
                })}
              >
                <option value={NONE}>{t('settings.languages.none')}</option>
                {options.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.name}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
        <div className="cc-scheduler-settings__field">
          <label htmlFor={`${formId}-default`}>{t('settings.languages.default')}</label>
          <select
            id={`${formId}-default`}
            {...register('defaultLanguage')}
            {...describe(defaultError, `${formId}-default-error`)}
          >
            <option value="">{t('settings.languages.noDefault')}</option>
            {(values.languages ?? []).map((entry) =>
              entry?.language ? (
                <option key={entry.language} value={entry.language}>
                  {entry.questionnaire_id
                    ? t('settings.languages.defaultChoice', {
                        language: t(`settings.languages.names.${entry.language}`),
                        name: questionnaireName(entry.questionnaire_id),
                      })
                    : t(`settings.languages.names.${entry.language}`)}
                </option>
              ) : null,
            )}
          </select>
          {defaultError ? (
            <p id={`${formId}-default-error`} className="cc-scheduler-settings__error">
              {defaultError}
            </p>
          ) : null}
        </div>
      </fieldset>

      <fieldset className="cc-scheduler-settings__group">
        <legend>{t('settings.diagnoses.legend')}</legend>
        <p className="cc-scheduler-settings__hint">{t('settings.diagnoses.hint')}</p>
        {fields.length === 0 ? <p className="cc-scheduler-settings__empty">{t('settings.diagnoses.empty')}</p> : null}
        <ol className="cc-scheduler-settings__rows">
          {fields.map((field, index) => {
            const row = rows[index];
            const name = `${row?.code ?? field.code} ${row?.diagnosis ?? field.diagnosis}`.trim();
            const errors = formState.errors.diagnosisQuestionnaires?.[index];
            const diagnosisError = message(errors?.diagnosis_id?.message);
            const questionnaireError = message(errors?.questionnaire_id?.message);
            const priorityError = message(errors?.priority?.message);
            const ids = {
              questionnaire: `${formId}-${field.key}-questionnaire`,
              priority: `${formId}-${field.key}-priority`,
              error: `${formId}-${field.key}-error`,
            };
            const rowError = [diagnosisError, questionnaireError, priorityError].filter(Boolean).join(' ');
            return (
              <li key={field.key} className="cc-scheduler-settings__row">
                <fieldset className="cc-scheduler-settings__row-fields">
                  <legend>{name}</legend>
                  <label htmlFor={ids.questionnaire}>{t('settings.diagnoses.questionnaire')}</label>
                  <select
                    id={ids.questionnaire}
                    {...register(`diagnosisQuestionnaires.${index}.questionnaire_id`, {
                      setValueAs: (value: string | number | null) =>
                        value === NONE || value === null ? null : Number(value),
                    })}
                    {...describe(questionnaireError ?? diagnosisError, ids.error)}
                  >
                    <option value={NONE}>{t('settings.diagnoses.choose')}</option>
                    {diagnosisChoices.map((choice) => (
                      <option key={choice.id} value={choice.id}>
                        {choice.name}
                      </option>
                    ))}
                  </select>
                  <label htmlFor={ids.priority}>{t('settings.diagnoses.priority')}</label>
                  <input
                    id={ids.priority}
                    type="number"
                    min={1}
                    max={100}
                    step={1}
                    inputMode="numeric"
                    className="cc-scheduler-settings__priority"
                    {...register(`diagnosisQuestionnaires.${index}.priority`, { valueAsNumber: true })}
                    {...describe(priorityError, ids.error)}
                  />
                  <Button
                    type="button"
                    icon="pi pi-trash"
                    severity="secondary"
                    text
                    label={t('settings.diagnoses.remove')}
                    aria-label={t('settings.diagnoses.removeFor', { name })}
                    onClick={() => {
                      remove(index);
                      setAnnouncement(t('settings.diagnosisRemoved', { name }));
                    }}
                  />
                </fieldset>
                {rowError ? (
                  <p id={ids.error} className="cc-scheduler-settings__error">
                    {rowError}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
        <TextField
          id={`${formId}-diagnosis-search`}
          type="search"
          label={t('settings.diagnoses.search')}
          hint={t('settings.diagnoses.searchHint')}
          value={query}
          onChange={(text) => {
            setQuery(text);
            search(text);
          }}
          autoComplete="off"
        />
        {searched.length >= 1 && found.isError ? (
          <p className="cc-scheduler-settings__error">{t('settings.diagnoses.searchFailed')}</p>
        ) : null}
        {searched.length >= 1 && found.data ? (
          <ul className="cc-scheduler-settings__results" aria-label={t('settings.diagnoses.results')}>
            {searchResults.length === 0 ? <li>{t('settings.diagnoses.noResults')}</li> : null}
            {searchResults.map((result) => (
              <li key={result.id}>
                <button type="button" className="p-button p-button-text p-button-sm" onClick={() => pick(result)}>
                  {t('settings.diagnoses.add', { name: `${result.code} ${result.diagnosis}` })}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </fieldset>

      {conflict ? (
        <div className="cc-shift-editor__conflict" role="alert">
          <p>{t('settings.conflict.message', { name: changedBy, time: changedAt })}</p>
          <div className="cc-shift-editor__actions">
            <Button type="button" label={t('settings.conflict.loadTheirs')} severity="secondary" onClick={loadTheirs} />
            <Button type="button" label={t('settings.conflict.saveMine')} onClick={() => void saveOver()} />
          </div>
        </div>
      ) : null}
      {failure ? (
        <p className="cc-scheduler-settings__error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="cc-shift-editor__actions">
        <Button type="submit" icon="pi pi-check" label={t('settings.save')} loading={save.isPending} />
      </div>
      {formState.isDirty && !save.isPending ? (
        <p className="cc-shift-editor__unsaved">{t('settings.unsaved')}</p>
      ) : null}
      <p className="cc-visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </form>
  );
}
