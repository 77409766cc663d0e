import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeField } from './CodeField.tsx';

function ControlledCodeField({ onComplete }: { onComplete: (code: string) => void }) {
  const [value, setValue] = useState('');
  return <CodeField label="Verification code" value={value} onChange={setValue} onComplete={onComplete} />;
}

describe('CodeField', () => {
  it('is one field the browser can autofill from a text message', () => {
    render(<CodeField label="Verification code" value="" onChange={() => {}} />);
    const input = screen.getByLabelText('Verification code');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it('keeps digits only, stops at six and completes once', async () => {
    const onComplete = vi.fn();
    render(<ControlledCodeField onComplete={onComplete} />);
    const input = screen.getByLabelText('Verification code') as HTMLInputElement;
    await userEvent.type(input, '12a34567');
    expect(input.value).toBe('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('takes a pasted code with spaces', () => {
    const onChange = vi.fn();
    render(<CodeField label="Verification code" value="" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123 456' } });
    expect(onChange).toHaveBeenCalledWith('123456');
  });

  it('shows the error with aria-invalid', () => {
    render(<CodeField label="Code" value="12" onChange={() => {}} error="Please provide a valid 6 digit code." />);
    const input = screen.getByLabelText('Code');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please provide a valid 6 digit code.',
    );
  });
});
