import { type Diagnosis, diagnosesList, diagnosesSearch, diagnosesUpdate, type Patient } from '@carecall/api-client';
import { LoadingState, TextField } from '@carecall/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { type ClientWriter, isClientWriteDiscarded } from './createClientWriter.ts';
import {
  addDiagnosis,
  buildDiagnosisUpdate,
  type DiagnosisEntry,
  moveDiagnosis,
  removeDiagnosis,
  renumberDiagnoses,
} from './diagnosisListRules.ts';

/** How long after typing stops the search runs (part 1 §9). */
export const DIAGNOSIS_SEARCH_DEBOUNCE_MS = 400;
/** How long after the last change the list is saved (part 1 §9). */
export const DIAGNOSIS_AUTOSAVE_MS = 1000;

/** Props of {@link HealthProfilePanel}. */
export interface HealthProfilePanelProps {
  patientId: number;
  /** The client's writer: diagnoses share the client's version with the other tabs. */
  writer: ClientWriter;
}

/**
 * The Health profile tab: the client's diagnoses in order, a search that adds one (after one character, 400 ms after
 * typing stops), moves and removals; saved a second after the last change, based on the client's version through the
 * client's writer, and reloaded from the server when a save fails so the screen never shows what was not stored.
 */
export function HealthProfilePanel({ patientId, writer }: HealthProfilePanelProps) {
  const { t } = useTranslation('clientPage');
  const { api } = usePortalRuntime();
  const queryClient = useQueryClient();
  const key = ['patient', patientId, 'diagnoses'];
  const saved = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.call(diagnosesList, { params: { patientId } }, { signal }),
  });
  const savedEntries: DiagnosisEntry[] = renumberDiagnoses(
    (saved.data?.patientProperties ?? [])
      .slice()
      .sort((a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER))
      .map((link) => ({
        entity_id: link.entity_id,
        code: link.code ?? '',
        diagnosis: link.diagnosis ?? '',
        active: link.active,
        order: link.order,
      })),
  );
  const [edited, setEdited] = useState<DiagnosisEntry[] | null>(null);
  const entries = edited ?? savedEntries;
  const baseline = useRef<DiagnosisEntry[]>(savedEntries);
  if (edited === null) baseline.current = savedEntries;

  const [query, setQuery] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query.trim()), DIAGNOSIS_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const results = useQuery({
    queryKey: ['diagnosisSearch', patientId, debounced],
    queryFn: ({ signal }) =>
      api.call(diagnosesSearch, { params: { patientId }, query: { query: debounced } }, { signal }),
    enabled: debounced.length >= 1,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: saves when the edited list changes, nothing else
  useEffect(() => {
    if (edited === null) return;
    const timer = setTimeout(() => {
      const body = buildDiagnosisUpdate(baseline.current, edited);
      writer
        .write((version) => api.call(diagnosesUpdate, { params: { patientId }, body: { ...body, version } }))
        .then((answer) => {
          queryClient.setQueryData(key, answer);
          queryClient.setQueryData<Patient>(['patient', patientId], (current) =>
            current ? { ...current, version: answer.version } : current,
          );
        })
        .catch((error: unknown) => {
          // A write dropped for the other person's version is followed by a fresh list already.
          if (!isClientWriteDiscarded(error)) return queryClient.invalidateQueries({ queryKey: key });
        })
        // A change made while this one was saving stays, and is saved in turn.
        .finally(() => setEdited((current) => (current === edited ? null : current)));
    }, DIAGNOSIS_AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [edited]);

  if (saved.isPending) return <LoadingState label={t('loading')} />;
  const activeEntries = entries.filter((entry) => entry.active === 1);
  const pick = (found: Diagnosis) => {
    setEdited(addDiagnosis(entries, found));
    setQuery('');
    setDebounced('');
  };

  return (
    <section aria-label={t('tabs.health')}>
      <TextField
        id="health-diagnosis-search"
        type="search"
        label={t('diagnoses.search')}
        hint={t('diagnoses.searchHint')}
        value={query}
        onChange={setQuery}
        autoComplete="off"
      />
      {debounced.length >= 1 && results.data ? (
        <ul className="cc-diagnoses" aria-label={t('diagnoses.search')}>
          {results.data.results.length === 0 ? <li>{t('diagnoses.noResults')}</li> : null}
          {results.data.results
            .filter((found) => !activeEntries.some((entry) => entry.entity_id === found.id))
            .map((found) => (
              <li key={found.id}>
                <button type="button" className="p-button p-button-text p-button-sm" onClick={() => pick(found)}>
                  {found.code} {found.diagnosis}
                </button>
              </li>
            ))}
        </ul>
      ) : null}
      {activeEntries.length === 0 ? <p>{t('diagnoses.empty')}</p> : null}
      <ol className="cc-diagnoses" aria-label={t('summary.diagnoses')}>
        {activeEntries.map((entry, index) => {
          const name = `${entry.code} ${entry.diagnosis}`.trim();
          return (
            <li key={entry.entity_id}>
              <span>{name}</span>
              <button
                type="button"
                className="p-button p-button-text p-button-sm"
                aria-label={t('diagnoses.up', { name })}
                disabled={index === 0}
                onClick={() => setEdited(moveDiagnosis(entries, entry.entity_id, -1))}
              >
                <i className="pi pi-arrow-up" aria-hidden="true" />
              </button>
              <button
                type="button"
                className="p-button p-button-text p-button-sm"
                aria-label={t('diagnoses.down', { name })}
                disabled={index === activeEntries.length - 1}
                onClick={() => setEdited(moveDiagnosis(entries, entry.entity_id, 1))}
              >
                <i className="pi pi-arrow-down" aria-hidden="true" />
              </button>
              <button
                type="button"
                className="p-button p-button-text p-button-danger p-button-sm"
                aria-label={t('diagnoses.remove', { name })}
                onClick={() => setEdited(removeDiagnosis(entries, entry.entity_id))}
              >
                <i className="pi pi-times" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
