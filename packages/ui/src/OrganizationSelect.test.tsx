import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { groupOrganizations } from './groupOrganizations.ts';
import { OrganizationSelect } from './OrganizationSelect.tsx';
import { getDropdownOption, openDropdown } from './test/openDropdown.ts';

const organizations = [
  { id: 3, name: 'Demo Care North', parent_id: 1 },
  { id: 7, name: 'Alpha Health', parent_id: null },
  { id: 1, name: 'Demo Care', parent_id: null },
  { id: 4, name: 'Demo Care East', parent_id: 1 },
  { id: 9, name: 'North Clinic', parent_id: 3 },
  { id: 12, name: 'Orphan Branch', parent_id: 99 },
];

describe('groupOrganizations', () => {
  it('groups under the top-most parent the user has, parent first, then by name', () => {
    expect(groupOrganizations(organizations)).toEqual([
      { label: 'Alpha Health', items: [{ label: 'Alpha Health', value: 7 }] },
      {
        label: 'Demo Care',
        items: [
          { label: 'Demo Care', value: 1 },
          { label: 'Demo Care East', value: 4 },
          { label: 'Demo Care North', value: 3 },
          { label: 'North Clinic', value: 9 },
        ],
      },
      { label: 'Orphan Branch', items: [{ label: 'Orphan Branch', value: 12 }] },
    ]);
  });

  it('adds ids to labels on request', () => {
    const [first] = groupOrganizations([{ id: 5, name: 'Solo' }], { showIds: true });
    expect(first?.items).toEqual([{ label: 'Solo (5)', value: 5 }]);
  });

  it('survives a parent cycle', () => {
    const groups = groupOrganizations([
      { id: 1, name: 'A', parent_id: 2 },
      { id: 2, name: 'B', parent_id: 1 },
    ]);
    expect(groups).toEqual([
      {
        label: 'A',
        items: [
          { label: 'A', value: 1 },
          { label: 'B', value: 2 },
        ],
      },
    ]);
  });
});

describe('OrganizationSelect', () => {
  it('shows the selected organization under its accessible label', () => {
    render(
      <OrganizationSelect organizations={organizations} value={3} onChange={() => {}} label="Organization" hideLabel />,
    );
    const input = screen.getByLabelText('Organization');
    expect(input.closest('.p-dropdown')?.textContent).toContain('Demo Care North');
  });

  it('lists the organizations grouped by parent', () => {
    render(
      <OrganizationSelect organizations={organizations} value={1} onChange={() => {}} label="Organization" showIds />,
    );
    openDropdown(screen.getByLabelText('Organization'));
    const rows = [...document.querySelectorAll('.p-dropdown-item-group, .p-dropdown-item')].map((row) => ({
      group: row.classList.contains('p-dropdown-item-group'),
      text: row.textContent,
    }));
    expect(rows.slice(0, 4)).toEqual([
      { group: true, text: 'Alpha Health' },
      { group: false, text: 'Alpha Health (7)' },
      { group: true, text: 'Demo Care' },
      { group: false, text: 'Demo Care (1)' },
    ]);
    expect(rows.filter((row) => row.group)).toHaveLength(3);
  });

  it('reports a different organization and ignores re-choosing the current one', () => {
    const onChange = vi.fn();
    render(<OrganizationSelect organizations={organizations} value={1} onChange={onChange} label="Organization" />);
    openDropdown(screen.getByLabelText('Organization'));
    fireEvent.click(getDropdownOption('Demo Care'));
    expect(onChange).not.toHaveBeenCalled();
    openDropdown(screen.getByLabelText('Organization'));
    fireEvent.click(getDropdownOption('North Clinic'));
    expect(onChange).toHaveBeenCalledWith(9);
  });
});
