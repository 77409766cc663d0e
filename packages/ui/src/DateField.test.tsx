import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField.tsx';

function ControlledDateField({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <DateField
      label="Birth date"
      placeholder="MM-DD-YYYY"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('DateField', () => {
  it('types the dashes of MM-DD-YYYY and drops anything but digits', async () => {
    const onChange = vi.fn();
    render(<ControlledDateField onChange={onChange} />);
    const input = screen.getByLabelText('Birth date') as HTMLInputElement;
    await userEvent.type(input, '03x151990');
    expect(input.value).toBe('03-15-1990');
    expect(onChange).toHaveBeenLastCalledWith('03-15-1990');
    expect(input.placeholder).toBe('MM-DD-YYYY');
  });

  it('keeps an incomplete date after blur, and reports the digits typed so validation can name it', async () => {
    const onChange = vi.fn();
    render(<ControlledDateField onChange={onChange} />);
    const input = screen.getByLabelText('Birth date') as HTMLInputElement;
    await userEvent.type(input, '123');
    await userEvent.tab();
    // The slots still to type show the format; nothing typed is cleared.
    expect(input.value).toBe('12-3D-YYYY');
    expect(onChange).toHaveBeenLastCalledWith('12-3');
  });

  it('shows a stored date as it is', () => {
    render(<DateField label="Birth date" placeholder="MM-DD-YYYY" value="03-15-1990" onChange={() => {}} />);
    expect((screen.getByLabelText('Birth date') as HTMLInputElement).value).toBe('03-15-1990');
  });

  it('stops at eight digits', async () => {
    render(<ControlledDateField />);
    const input = screen.getByLabelText('Birth date') as HTMLInputElement;
    await userEvent.type(input, '0101200099');
    expect(input.value).toBe('01-01-2000');
  });

  it('shows the error on an invalid input', () => {
    render(<DateField label="Birth date" value="13-45-1800" onChange={() => {}} required error="Invalid date" />);
    const input = screen.getByLabelText(/Birth date/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Invalid date');
  });
});
