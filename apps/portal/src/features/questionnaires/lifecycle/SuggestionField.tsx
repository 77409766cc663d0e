import { FieldFrame, getFieldDescribedBy, useFieldIds } from '@carecall/ui';
import { type KeyboardEvent, useState } from 'react';
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
 * autocompletes): a WAI-ARIA combobox with a listbox, arrow keys to move, Enter to pick, Escape to close. The
 * caller filters (and debounces), so the field stays a plain presentational control.
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
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const expanded = open && !disabled;
  const activeSuggestion = expanded ? suggestions[active] : undefined;

  const pick = (suggestion: Suggestion) => {
    onSelect(suggestion);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(0);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const count = suggestions.length;
      if (count > 0) setActive((current) => (current + step + count) % count);
    } else if (event.key === 'Enter' && activeSuggestion) {
      event.preventDefault();
      pick(activeSuggestion);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list only, not the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} disabled={disabled} required={required}>
      <div className="cc-suggestion">
        <input
          id={ids.inputId}
          className="p-inputtext p-component cc-suggestion__input"
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeSuggestion ? `${listId}-${activeSuggestion.id}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={getFieldDescribedBy(ids, { hint, error })}
          autoComplete="off"
          value={text}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => {
            onTextChange(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {expanded ? (
          <div id={listId} className="cc-suggestion__list" role="listbox" aria-label={label}>
            {suggestions.length === 0 ? (
              <div className="cc-suggestion__empty" role="status">
                {loading ? (loadingText ?? emptyText) : emptyText}
              </div>
            ) : (
              suggestions.map((suggestion, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the input keeps the focus and handles the keys (WAI-ARIA combobox)
                <div
                  key={suggestion.id}
                  tabIndex={-1}
                  id={`${listId}-${suggestion.id}`}
                  role="option"
                  aria-selected={index === active}
                  className={`cc-suggestion__option${index === active ? ' cc-suggestion__option--active' : ''}`}
                  // Keeps the focus in the input, so the blur does not close the list before the pick.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(suggestion)}
                  onMouseEnter={() => setActive(index)}
                >
                  <span>{suggestion.label}</span>
                  {suggestion.meta ? <span className="cc-suggestion__meta">{suggestion.meta}</span> : null}
                </div>
              ))
            )}
          </div>
        ) : null}
      </div>
    </FieldFrame>
  );
}
