import { Dropdown } from 'primereact/dropdown';
import { useMemo } from 'react';
import { groupOrganizations, type OrganizationRecord } from './groupOrganizations.ts';
import { useFieldIds } from './useFieldIds.ts';

/** Props of {@link OrganizationSelect}. */
export interface OrganizationSelectProps {
  organizations: readonly OrganizationRecord[];
  /** The selected organization's id. */
  value: number | null;
  onChange: (organizationId: number) => void;
  /** Accessible name, e.g. "Organization". */
  label: string;
  /** Keeps the label for screen readers only, as in the top menu. */
  hideLabel?: boolean;
  /** Adds each organization's id to its label. */
  showIds?: boolean;
  placeholder?: string;
  /** Adds a search box to the list; its placeholder is the given text. */
  filterPlaceholder?: string;
  /** Shown when the search matches nothing. */
  emptyFilterMessage?: string;
  disabled?: boolean;
  id?: string;
}

/** The organization switcher, grouped by parent so staff of a parent and its children see where each one sits. */
export function OrganizationSelect({
  organizations,
  value,
  onChange,
  label,
  hideLabel = false,
  showIds = false,
  placeholder,
  filterPlaceholder,
  emptyFilterMessage,
  disabled = false,
  id,
}: OrganizationSelectProps) {
  const ids = useFieldIds(id);
  const groups = useMemo(() => groupOrganizations(organizations, { showIds }), [organizations, showIds]);
  return (
    <div className="cc-field cc-organization-select">
      <label className={hideLabel ? 'cc-visually-hidden' : 'cc-field__label'} htmlFor={ids.inputId}>
        {label}
      </label>
      <Dropdown
        inputId={ids.inputId}
        value={value}
        options={groups}
        optionLabel="label"
        optionValue="value"
        optionGroupLabel="label"
        optionGroupChildren="items"
        onChange={(event) => {
          if (typeof event.value === 'number' && event.value !== value) onChange(event.value);
        }}
        placeholder={placeholder}
        filter={filterPlaceholder !== undefined}
        filterPlaceholder={filterPlaceholder}
        emptyFilterMessage={emptyFilterMessage}
        disabled={disabled}
      />
    </div>
  );
}
