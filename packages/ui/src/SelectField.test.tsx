import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './SelectField.tsx';
import { getDropdownOption, openDropdown } from './test/openDropdown.ts';

const languages = [
  { label: 'English', value: 'en' },
  { label: 'Japanese', value: 'ja' },
] as const;

describe('SelectField', () => {
  it('labels the dropdown and shows the selected option', () => {
    render(<SelectField label="Language" options={languages} value="ja" onChange={() => {}} />);
    const input = screen.getByLabelText('Language');
    expect(input.closest('.p-dropdown')?.textContent).toContain('Japanese');
  });

  it('exposes only its labelled combobox: the native select PrimeReact keeps for forms is hidden', () => {
    const { container } = render(
      <SelectField label="Language" name="language" required options={languages} value={null} onChange={() => {}} />,
    );
    const select = container.querySelector('select[name="language"]');
    expect(select?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getAllByLabelText(/Language/).map((element) => element.tagName)).toEqual(['INPUT']);
  });

  it('reports the chosen option value', () => {
    const onChange = vi.fn();
    render(<SelectField label="Language" options={languages} value={null} onChange={onChange} />);
    openDropdown(screen.getByLabelText('Language'));
    fireEvent.click(getDropdownOption('Japanese'));
    expect(onChange).toHaveBeenCalledWith('ja');
  });

  it('marks the control invalid and describes it with the error', () => {
    render(
      <SelectField
        label="Language"
        options={languages}
        value={null}
        onChange={() => {}}
        required
        error="Language required"
      />,
    );
    const input = screen.getByLabelText(/Language/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Language required',
    );
  });

  it('does not open or report when disabled', () => {
    const onChange = vi.fn();
    render(<SelectField label="Language" options={languages} value={null} onChange={onChange} disabled />);
    openDropdown(screen.getByLabelText('Language'));
    expect(screen.queryByRole('option', { name: 'Japanese', hidden: true })).toBeNull();
  });
});
