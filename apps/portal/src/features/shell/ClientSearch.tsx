import { InputText } from 'primereact/inputtext';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounce } from 'use-debounce';
import { SEARCH_DEBOUNCE_MS } from '../../app/searchDebounce.ts';
import { usePortalRuntime } from '../../app/usePortalRuntime.ts';
import { usePatientSearchQuery } from '../clients/api/usePatientSearchQuery.ts';

const MAX_RESULTS = 8;

/**
 * The top menu's client search: type a name, an external id or a phone, and pick a client to open. Results are plain
 * links under the field, so keyboard users tab into them and screen readers read a list.
 */
export function ClientSearch() {
  const { t } = useTranslation('shell');
  const { navigate } = usePortalRuntime();
  const [text, setText] = useState('');
  const [term] = useDebounce(text.trim(), SEARCH_DEBOUNCE_MS);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const results = usePatientSearchQuery(term, { enabled: term !== '' });

  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const patients = results.data?.slice(0, MAX_RESULTS) ?? [];
  const showPanel = open && term !== '';

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the search closes its results
    <div
      className="cc-client-search"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <span className="cc-search-field cc-client-search__field">
        <i className="pi pi-search" aria-hidden="true" />
        <InputText
          type="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          aria-controls={showPanel ? `${id}-results` : undefined}
          aria-expanded={showPanel}
        />
      </span>
      {showPanel ? (
        <div id={`${id}-results`} className="cc-client-search__panel">
          {results.isFetching && patients.length === 0 ? (
            <p className="cc-client-search__status" role="status">
              {t('search.searching')}
            </p>
          ) : patients.length === 0 ? (
            <p className="cc-client-search__status" role="status">
              {t('search.noResults')}
            </p>
          ) : (
            <ul aria-label={t('search.results')}>
              {patients.map((patient) => {
                const href = `/client/${patient.patient_id}`;
                return (
                  <li key={patient.patient_id}>
                    <a
                      className="cc-client-search__result"
                      href={href}
                      onClick={(event) => {
                        event.preventDefault();
                        setOpen(false);
                        setText('');
                        navigate(href);
                      }}
                    >
                      <span>
                        {patient.first_name} {patient.last_name}
                      </span>
                      {patient.external_id ? (
                        <span className="cc-client-search__meta">{patient.external_id}</span>
                      ) : null}
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
