import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './CheckboxField.tsx';

describe('CheckboxField', () => {
  it('toggles through its label', async () => {
    const onChange = vi.fn();
    render(<CheckboxField label="Remember this device" checked={false} onChange={onChange} />);
    await userEvent.click(screen.getByText('Remember this device'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('reports unchecking', async () => {
    const onChange = vi.fn();
    render(<CheckboxField label="Remember this device" checked onChange={onChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Remember this device' }) as HTMLInputElement;
    expect(checkbox.checked).toBe(true);
    await userEvent.click(checkbox);
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('shows the error with aria-invalid', () => {
    render(<CheckboxField label="I agree" checked={false} onChange={() => {}} required error="Field is required" />);
    const checkbox = screen.getByRole('checkbox', { name: /I agree/ });
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(checkbox.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Field is required',
    );
  });

  it('ignores clicks when disabled', async () => {
    const onChange = vi.fn();
    render(<CheckboxField label="I agree" checked={false} onChange={onChange} disabled />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
