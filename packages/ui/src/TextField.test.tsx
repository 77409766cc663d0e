import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('labels the input and reports each typed value', async () => {
    const onChange = vi.fn();
    render(<TextField label="First name" value="" onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('First name'), 'A');
    expect(onChange).toHaveBeenLastCalledWith('A');
  });

  it('links the error message and marks the input invalid', () => {
    render(<TextField label="First name" value="" onChange={() => {}} required error="Field is required" />);
    const input = screen.getByRole('textbox', { name: /First name/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Field is required');
  });

  it('is valid without an error and fires onBlur', () => {
    const onBlur = vi.fn();
    render(<TextField label="Email" value="a@b.c" onChange={() => {}} onBlur={onBlur} />);
    const input = screen.getByLabelText('Email');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    fireEvent.blur(input);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('disables the input', () => {
    render(<TextField label="Email" value="" onChange={() => {}} disabled />);
    expect((screen.getByLabelText('Email') as HTMLInputElement).disabled).toBe(true);
  });
});
