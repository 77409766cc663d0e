import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MfaCodeFormFrame } from './MfaCodeFormFrame.tsx';
import type { MfaCodeForm } from './useMfaCodeForm.ts';

function createForm(state: Partial<MfaCodeForm> = {}): MfaCodeForm {
  return {
    field: { value: '', onChange: vi.fn(), error: undefined },
    sending: false,
    verifying: false,
    resend: vi.fn(),
    verify: vi.fn(),
    ...state,
  };
}

function renderFrame(form: MfaCodeForm) {
  return render(
    <MfaCodeFormFrame
      form={form}
      heading="Enter code"
      submitLabel="Verify"
      resendLabel="Resend code"
      otherLinks={<a href="/email">Use e-mail</a>}
    >
      <input aria-label="Code" />
    </MfaCodeFormFrame>,
  );
}

describe('MfaCodeFormFrame', () => {
  it('verifies on submit and resends from the first link, before the other links', () => {
    const form = createForm();
    renderFrame(form);
    fireEvent.submit(screen.getByRole('form', { name: 'Enter code' }));
    expect(form.verify).toHaveBeenCalledTimes(1);
    const resend = screen.getByRole('button', { name: 'Resend code' });
    fireEvent.click(resend);
    expect(form.resend).toHaveBeenCalledTimes(1);
    expect(resend.parentElement?.firstElementChild).toBe(resend);
    expect(screen.getByRole('link', { name: 'Use e-mail' }).parentElement).toBe(resend.parentElement);
  });

  it('disables resend while a code is sent and ignores submits while the code is checked', () => {
    const form = createForm({ sending: true, verifying: true });
    renderFrame(form);
    expect(screen.getByRole('button', { name: 'Resend code' }).hasAttribute('disabled')).toBe(true);
    fireEvent.submit(screen.getByRole('form', { name: 'Enter code' }));
    expect(form.verify).not.toHaveBeenCalled();
  });
});
