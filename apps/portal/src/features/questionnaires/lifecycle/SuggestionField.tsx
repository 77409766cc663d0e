import { FieldFrame, getFieldDescribedBy, useFieldIds } from '@carecall/ui';
import { AutoComplete } from 'primereact/autocomplete';
import { type KeyboardEvent, type SyntheticEvent, useMemo, useRef, useState } from 'react';
import './lifecycle.css';

/** One suggestion of a {@link SuggestionField}. */
export interface Suggestion {
  id: number;
  label: string;
  /** Shown after the label in a quieter style (a language tag, "archived"). */
  meta?: string;
}

/** Props of {@link SuggestionField}. */
export interface SuggestionFieldProps {
  id: string;
  label: string;
  /** The typed text. */
  text: string;
  onTextChange: (text: string) => void;
  suggestions: readonly Suggestion[];
  onSelect: (suggestion: Suggestion) => void;
  /** Said in the list when nothing matches (or while loading, with `loading`). */
  emptyText: string;
  loading?: boolean;
  loadingText?: string;
  placeholder?: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
  required?: boolean;
}

/**
 * A text box that suggests matching items as the user types (the copy dialog's organization and questionnaire
 * autocompletes): PrimeReact's AutoComplete, a WAI-ARIA combobox whose list opens on focus and on typing, arrow keys
 * to move, Enter to pick, Escape to close the list without closing the dialog around it. The caller filters (and
 * debounces), so the field stays a plain presentational control.
 */
export function SuggestionField({
  id,
  label,
  text,
  onTextChange,
  suggestions,
  onSelect,
  emptyText,
  loading = false,
  loadingText,
  placeholder,
  hint,
  error,
  disabled = false,
  required = false,
}: SuggestionFieldProps) {
  const ids = useFieldIds(id);
  const autoComplete = useRef<AutoComplete>(null);
  // Each search asks for the list again: the AutoComplete opens its panel when it receives suggestions after a search.
  const [searches, setSearches] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search hands the same suggestions over anew
  const listed = useMemo(() => [...suggestions], [suggestions, searches]);
  const open = (event: SyntheticEvent) => {
    if (!disabled) autoComplete.current?.search(event, text, 'dropdown');
  };

  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} disabled={disabled} required={required}>
      <AutoComplete
        ref={autoComplete}
        inputId={ids.inputId}
        className="cc-suggestion"
        inputClassName="cc-suggestion__input"
        panelClassName="cc-suggestion__list"
        scrollHeight="none"
        appendTo="self"
        value={text}
        suggestions={listed}
        field="label"
        delay={0}
        completeMethod={() => setSearches((count) => count + 1)}
        onChange={(event) => {
          if (typeof event.value === 'string') onTextChange(event.value);
        }}
        onSelect={(event) => onSelect(event.value as Suggestion)}
        onFocus={open}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          // Escape closes the list only, not the dialog around it; an arrow key opens a closed list.
          const listOpen = Boolean(autoComplete.current?.getOverlay());
          if (event.key === 'Escape' && listOpen) event.stopPropagation();
          if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !listOpen) {
            event.preventDefault();
            open(event);
          }
        }}
        itemTemplate={(suggestion: Suggestion) => (
          <>
            <span>{suggestion.label}</span>
            {suggestion.meta ? <span className="cc-suggestion__meta">{suggestion.meta}</span> : null}
          </>
        )}
        showEmptyMessage
        emptyMessage={loading ? (loadingText ?? emptyText) : emptyText}
        placeholder={placeholder}
        disabled={disabled}
        invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={getFieldDescribedBy(ids, { hint, error })}
        autoHighlight
        pt={{ list: { 'aria-label': label } }}
      />
    </FieldFrame>
  );
}
