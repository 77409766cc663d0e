import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SwitchField } from './SwitchField.tsx';

describe('SwitchField', () => {
  it('is a labelled switch that reports the new state', async () => {
    const onChange = vi.fn();
    render(<SwitchField label="Emergency contact" checked={false} onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Emergency contact' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(control);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('switches off from on', async () => {
    const onChange = vi.fn();
    render(<SwitchField label="Call-centre agent" checked onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Call-centre agent' }));
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('shows the error with aria-invalid and ignores clicks when disabled', async () => {
    const onChange = vi.fn();
    render(<SwitchField label="Agent" checked={false} onChange={onChange} error="Not allowed" disabled />);
    const control = screen.getByRole('switch', { name: 'Agent' });
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Not allowed');
    await userEvent.click(control);
    expect(onChange).not.toHaveBeenCalled();
  });
});
