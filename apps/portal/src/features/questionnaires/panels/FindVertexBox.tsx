import { getVertexText, type Questionnaire } from '@carecall/graph-core';
import { type KeyboardEvent, type Ref, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './panels.css';

/** Props of {@link FindVertexBox}. */
export interface FindVertexBoxProps {
  questionnaire: Questionnaire;
  /** Centres the graph on a vertex and selects it. */
  onFocusVertex: (name: string) => void;
  /** Lets the screen focus the box (the Mod+F shortcut). */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Finds vertices by name or by the text they show (graph-core's `getVertexText`), in document order: Enter jumps
 * to the next match and Shift+Enter to the previous one, wrapping around, with "n of m" beside the box, so any
 * vertex of a large graph is two keystrokes away.
 */
export function FindVertexBox({ questionnaire, onFocusVertex, inputRef }: FindVertexBoxProps) {
  const { t } = useTranslation('questionnaireLifecycle');
  const inputId = useId();
  const statusId = useId();
  const [query, setQuery] = useState('');
  const [position, setPosition] = useState(-1);
  const searchable = useMemo(
    () =>
      questionnaire.nodes.map((node) => ({
        name: node.v,
        text: `${node.v}\n${getVertexText(node.value)}`.toLocaleLowerCase(),
      })),
    [questionnaire.nodes],
  );
  const term = query.trim().toLocaleLowerCase();
  const matches = useMemo(
    () => (term === '' ? [] : searchable.filter((entry) => entry.text.includes(term)).map((entry) => entry.name)),
    [searchable, term],
  );
  // An edit may remove matches under the cursor: it then points at the last one left.
  const current = Math.min(position, matches.length - 1);

  const jump = (step: 1 | -1) => {
    if (matches.length === 0) return;
    const next =
      current < 0 ? (step === 1 ? 0 : matches.length - 1) : (current + step + matches.length) % matches.length;
    setPosition(next);
    const name = matches[next];
    if (name !== undefined) onFocusVertex(name);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      jump(event.shiftKey ? -1 : 1);
    } else if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      setQuery('');
      setPosition(-1);
    }
  };

  let status = '';
  if (term !== '') {
    if (matches.length === 0) status = t('find.none');
    else if (current < 0) status = t('find.matches', { count: matches.length });
    else status = t('find.position', { current: current + 1, total: matches.length });
  }

  return (
    <search className="cc-find">
      <label className="cc-visually-hidden" htmlFor={inputId}>
        {t('find.label')}
      </label>
      <span className="cc-find__field">
        <i className="pi pi-search cc-find__icon" aria-hidden="true" />
        <input
          id={inputId}
          ref={inputRef}
          className="p-inputtext p-component cc-find__input"
          type="search"
          value={query}
          placeholder={t('find.placeholder')}
          title={t('find.hint')}
          aria-describedby={statusId}
          autoComplete="off"
          onChange={(event) => {
            setQuery(event.target.value);
            setPosition(-1);
          }}
          onKeyDown={onKeyDown}
        />
      </span>
      <output id={statusId} className="cc-find__status" aria-live="polite">
        {status}
      </output>
      <button
        type="button"
        className="cc-find__step"
        aria-label={t('find.previous')}
        title={t('find.previous')}
        disabled={matches.length === 0}
        onClick={() => jump(-1)}
      >
        <i className="pi pi-chevron-up" aria-hidden="true" />
      </button>
      <button
        type="button"
        className="cc-find__step"
        aria-label={t('find.next')}
        title={t('find.next')}
        disabled={matches.length === 0}
        onClick={() => jump(1)}
      >
        <i className="pi pi-chevron-down" aria-hidden="true" />
      </button>
    </search>
  );
}
