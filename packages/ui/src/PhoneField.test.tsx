import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PhoneField } from './PhoneField.tsx';
import type { PhoneCountry } from './phoneCountries.ts';
import { getDropdownOption, openDropdown } from './test/openDropdown.ts';

const COUNTRIES: readonly PhoneCountry[] = [
  { code: 'IL', name: 'Israel', dialCode: '972' },
  { code: 'JP', name: 'Japan', dialCode: '81' },
  { code: 'IT', name: 'Italy', dialCode: '39' },
  { code: 'US', name: 'United States', dialCode: '1' },
  { code: 'UA', name: 'Ukraine', dialCode: '380' },
];
const labels = { label: 'Phone', countryLabel: 'Country', numberLabel: 'Number', countries: COUNTRIES };

describe('PhoneField', () => {
  it('offers the countries it is given, each with its dialling code', () => {
    render(<PhoneField {...labels} value={{ countryCode: '', number: '' }} onChange={() => {}} />);
    openDropdown(screen.getByLabelText('Country'));
    expect(getDropdownOption('Ukraine (+380)')).toBeTruthy();
    expect(document.querySelectorAll('.p-dropdown-panel .p-dropdown-item')).toHaveLength(5);
  });

  it('groups both controls under the legend and reports each part', () => {
    const onChange = vi.fn();
    render(<PhoneField {...labels} value={{ countryCode: '81', number: '' }} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Phone' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Number'), { target: { value: '9012345678' } });
    expect(onChange).toHaveBeenLastCalledWith({ countryCode: '81', number: '9012345678' });
    openDropdown(screen.getByLabelText('Country'));
    fireEvent.click(getDropdownOption('Israel (+972)'));
    expect(onChange).toHaveBeenLastCalledWith({ countryCode: '972', number: '' });
  });

  it('marks only the part in error invalid and describes both with the message', () => {
    render(
      <PhoneField
        {...labels}
        value={{ countryCode: '1', number: '12' }}
        onChange={() => {}}
        numberError="Invalid phone"
      />,
    );
    const number = screen.getByLabelText('Number');
    const country = screen.getByLabelText('Country');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(country.hasAttribute('aria-invalid')).toBe(false);
    expect(document.getElementById(number.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Invalid phone');
    expect(country.getAttribute('aria-describedby')).toBe(number.getAttribute('aria-describedby'));
  });

  it('lists an error for each part that has one', () => {
    render(
      <PhoneField
        {...labels}
        value={{ countryCode: '', number: '1' }}
        onChange={() => {}}
        countryError="Country code is required"
        numberError="Invalid phone"
      />,
    );
    const country = screen.getByLabelText('Country');
    expect(country.getAttribute('aria-invalid')).toBe('true');
    const messages = document.getElementById(country.getAttribute('aria-describedby') ?? '')?.children;
    expect([...(messages ?? [])].map((message) => message.textContent)).toEqual([
      'Country code is required',
      'Invalid phone',
    ]);
  });

  it('accepts a translated country list', () => {
    render(
      <PhoneField
        {...labels}
        countries={[{ code: 'JP', name: '日本', dialCode: '81' }]}
        value={{ countryCode: '81', number: '' }}
        onChange={() => {}}
      />,
    );
    expect(screen.getByLabelText('Country').closest('.p-dropdown')?.textContent).toContain('日本 (+81)');
  });

  it('disables both controls', () => {
    render(<PhoneField {...labels} value={{ countryCode: '', number: '' }} onChange={() => {}} disabled />);
    expect((screen.getByLabelText('Number') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Country') as HTMLInputElement).disabled).toBe(true);
  });
});
