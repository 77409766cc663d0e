import type { Diagnosis } from '@carecall/api-client';
import { LoadingState, TextField } from '@carecall/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from 'use-debounce';
import { SEARCH_DEBOUNCE_MS } from '../../../app/searchDebounce.ts';
import type { ClientWriter } from '../api/createClientWriter.ts';
import { useDiagnosesQuery } from '../api/useDiagnosesQuery.ts';
import { useDiagnosisSearchQuery } from '../api/useDiagnosisSearchQuery.ts';
import { useUpdateDiagnoses } from '../api/useUpdateDiagnoses.ts';
import {
  addDiagnosis,
  buildDiagnosisUpdate,
  type DiagnosisEntry,
  moveDiagnosis,
  removeDiagnosis,
  renumberDiagnoses,
} from './diagnosisListRules.ts';

/** How long after the last change the list is saved: a burst of moves is stored once. */
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
  const saved = useDiagnosesQuery(patientId);
  const update = useUpdateDiagnoses(patientId, writer);
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
  const search = useDebouncedCallback((text: string) => setDebounced(text.trim()), SEARCH_DEBOUNCE_MS);
  const results = useDiagnosisSearchQuery(patientId, debounced);

  const autosave = useDebouncedCallback((list: DiagnosisEntry[]) => {
    update
      .mutateAsync(buildDiagnosisUpdate(baseline.current, list))
      .catch(() => undefined)
      // A change made while this one was saving stays, and is saved in turn.
      .finally(() => setEdited((current) => (current === list ? null : current)));
  }, DIAGNOSIS_AUTOSAVE_MS);
  useEffect(() => {
    if (edited === null) return;
    autosave(edited);
    return autosave.cancel;
  }, [edited, autosave]);

  if (saved.isPending) return <LoadingState label={t('loading')} />;
  const activeEntries = entries.filter((entry) => entry.active === 1);
  const pick = (found: Diagnosis) => {
    setEdited(addDiagnosis(entries, found));
    search.cancel();
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
        onChange={(text) => {
          setQuery(text);
          search(text);
        }}
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
