import type { OrganizationSelectProps } from '@carecall/ui';
import { type KeyboardEvent, lazy, Suspense, useId, useState } from 'react';

const loadOrganizationMenu = () => import('./OrganizationMenu.tsx');
const OrganizationMenu = lazy(() => loadOrganizationMenu().then((module) => ({ default: module.OrganizationMenu })));

/** Keys that open a select-only combobox. */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

type Activation = { focus: boolean; open: boolean } | null;

/**
 * The top menu's organization selector without the dropdown's weight in the first download: until the user points
 * at it or focuses it, a look-alike button (labelled like the dropdown) shows the selected organization; intent loads @carecall/ui's
 * `OrganizationSelect`, which then takes its place (with the focus, and open if it was clicked or opened by key).
 */
export function LazyOrganizationSelect(props: OrganizationSelectProps) {
  const generatedId = useId();
  const id = props.id ?? `organization-select${generatedId.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
  const [activation, setActivation] = useState<Activation>(null);
  const selected = props.organizations.find((organization) => organization.id === props.value);
  const selectedLabel = selected ? (props.showIds ? `${selected.name} (${selected.id})` : selected.name) : '';

  const activate = (open: boolean, focus: boolean) => {
    void loadOrganizationMenu();
    setActivation((current) => (current?.open ? current : { open, focus }));
  };

  const placeholder = (
    <div className="cc-field cc-organization-select">
      <span id={`${id}-label`} className="cc-visually-hidden">
        {props.label}
      </span>
      <button
        type="button"
        id={id}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-haspopup="listbox"
        aria-expanded={false}
        disabled={props.disabled}
        className="p-dropdown p-component p-inputwrapper cc-organization-select__placeholder"
        onPointerEnter={() => void loadOrganizationMenu().then(() => activate(false, false))}
        onFocus={() => void loadOrganizationMenu().then(() => activate(false, true))}
        onClick={() => activate(true, true)}
        onKeyDown={(event: KeyboardEvent) => {
          if (!OPEN_KEYS.has(event.key)) return;
          event.preventDefault();
          activate(true, true);
        }}
      >
        <span id={`${id}-value`} className="p-dropdown-label p-inputtext">
          {selectedLabel || props.placeholder || '\u00a0'}
        </span>
        <span className="p-dropdown-trigger" aria-hidden="true">
          <i className="pi pi-chevron-down" />
        </span>
      </button>
    </div>
  );

  if (!activation) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <OrganizationMenu {...props} id={id} focusOnMount={activation.focus} openOnMount={activation.open} />
    </Suspense>
  );
}
