import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MfaForm } from './MfaForm.tsx';

describe('MfaForm', () => {
  it('names the form by its heading and submits once per press', () => {
    const onSubmit = vi.fn();
    render(
      <MfaForm heading="Enter code" submitLabel="Verify" busy={false} onSubmit={onSubmit} links={<a href="/x">Help</a>}>
        <input aria-label="Code" />
      </MfaForm>,
    );
    expect(screen.getByRole('form', { name: 'Enter code' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Help' }).parentElement?.className).toBe('cc-mfa-form__links');
    fireEvent.submit(screen.getByRole('form', { name: 'Enter code' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('ignores a submit while busy and disables its button', () => {
    const onSubmit = vi.fn();
    render(
      <MfaForm heading="Enter code" submitLabel="Verify" busy onSubmit={onSubmit}>
        <input aria-label="Code" />
      </MfaForm>,
    );
    fireEvent.submit(screen.getByRole('form', { name: 'Enter code' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Verify/ }).hasAttribute('disabled')).toBe(true);
    expect(document.querySelector('.cc-mfa-form__links')).toBeNull();
  });
});
