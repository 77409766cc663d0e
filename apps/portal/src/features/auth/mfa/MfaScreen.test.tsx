import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeBackend } from '../../../test/createFakeBackend.ts';
import { createTestRuntime, disposeRuntimeAfterEach, renderWithRuntime } from '../../../test/renderPortal.tsx';
import { MfaScreen } from './MfaScreen.tsx';

function setUp(at: string, pending: 'MFA_PHONE_NUMBER_REQUIRED' | 'MFA_CODE_IS_REQUIRED' = 'MFA_CODE_IS_REQUIRED') {
  const backend = createFakeBackend({
    'GET /api/auth/mfa/sendCode': { body: { cellphone: '+1-********02' } },
    'POST /api/auth/mfa/verifyCode': { body: { verified: true, rememberedUntil: null } },
    'POST /api/auth/mfa/verifyUserIdentity': {
      body: { phase: 'MFA_PHONE_NUMBER_VERIFICATION_REQUIRED', cellphone: '+81-********78' },
    },
    'POST /api/auth/mfa/sendCodeEmail': { body: { email: 'a***n@demo.test' } },
    'POST /api/auth/mfa/verifyCodeEmail': { body: { verified: true, rememberedUntil: null } },
  });
  const context = createTestRuntime({ backend, at });
  context.runtime.mfaState.setPending(pending);
  context.runtime.returnTargets.remember('/Users?x=1');
  renderWithRuntime(<MfaScreen />, context.runtime);
  return context;
}

describe('MfaScreen', () => {
  const track = disposeRuntimeAfterEach();

  describe('phone entry', () => {
    it("asks for a country and a number: 'Country code is required', 'Field is required'", async () => {
      const { runtime, backend } = setUp(
        '/multiFactorAuthentication?phase=MFA_PHONE_NUMBER_REQUIRED',
        'MFA_PHONE_NUMBER_REQUIRED',
      );
      track(runtime);
      expect(screen.getByRole('heading', { name: 'Secure your account' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Enter phone' })).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
      expect(screen.getByText('Country code is required')).toBeTruthy();
      expect(screen.getByText('Field is required')).toBeTruthy();
      expect(backend.requests).toHaveLength(0);
    });

    it('offers the five countries, and sends the number as +code-number', async () => {
      const { runtime, backend } = setUp(
        '/multiFactorAuthentication?phase=MFA_PHONE_NUMBER_REQUIRED',
        'MFA_PHONE_NUMBER_REQUIRED',
      );
      track(runtime);
      const dropdown = document.querySelector<HTMLElement>('.cc-phone-field .p-dropdown');
      if (!dropdown) throw new Error('no country select');
      fireEvent.click(dropdown);
      const panel = document.querySelector<HTMLElement>('.p-dropdown-panel');
      if (!panel) throw new Error('no country list');
      const options = within(panel).getAllByRole('option', { hidden: true });
      expect(options.map((option) => option.textContent)).toEqual([
        'Israel (+972)',
        'Japan (+81)',
        'Italy (+39)',
        'United States (+1)',
        'Ukraine (+380)',
      ]);
      fireEvent.click(within(panel).getByRole('option', { name: 'Japan (+81)', hidden: true }));
      await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '090-1234-5678');
      await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
      expect(await screen.findByRole('heading', { name: 'Enter code' })).toBeTruthy();
      expect(backend.calls('POST /api/auth/mfa/verifyUserIdentity')[0]?.body).toEqual({
        phoneNumber: '+81-9012345678',
      });
      expect(screen.getByText('We texted a code to +81-********78.')).toBeTruthy();
      // The phone entry already texted a code: the code screen does not send another.
      expect(backend.calls('GET /api/auth/mfa/sendCode')).toHaveLength(0);
    });
  });

  describe('code entry', () => {
    it('texts a code on arrival from a 401 and shows where it went', async () => {
      const { runtime, backend } = setUp('/multiFactorAuthentication?phase=MFA_CODE_IS_REQUIRED');
      track(runtime);
      expect(await screen.findByText('We texted a code to +1-********02.')).toBeTruthy();
      expect(backend.calls('GET /api/auth/mfa/sendCode')).toHaveLength(1);
    });

    it("says 'Code is required' and sends nothing without a code", async () => {
      const { runtime, backend } = setUp('/multiFactorAuthentication?phase=MFA_CODE_IS_REQUIRED');
      track(runtime);
      await screen.findByText('We texted a code to +1-********02.');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(screen.getByText('Code is required')).toBeTruthy();
      expect(backend.calls('POST /api/auth/mfa/verifyCode')).toHaveLength(0);
    });

    it('verifies with remember-device and goes to the saved target', async () => {
      const { runtime, backend } = setUp('/multiFactorAuthentication?phase=MFA_CODE_IS_REQUIRED');
      track(runtime);
      await screen.findByText('We texted a code to +1-********02.');
      await userEvent.type(screen.getByLabelText(/^Code/), '123456');
      await userEvent.click(screen.getByLabelText('Remember this device for 30 days'));
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(window.location.pathname).toBe('/Users'));
      expect(window.location.search).toBe('?x=1');
      expect(backend.calls('POST /api/auth/mfa/verifyCode')[0]?.body).toEqual({ code: '123456', rememberDevice: true });
      expect(runtime.mfaState.getPendingPhase()).toBeNull();
    });

    it('shows the server error of a wrong code in a toast', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { runtime, backend } = setUp('/multiFactorAuthentication?phase=MFA_CODE_IS_REQUIRED');
      track(runtime);
      backend.on('POST /api/auth/mfa/verifyCode', {
        status: 400,
        body: { error: 'The code is not valid', code: 'MFA_INVALID_CODE' },
      });
      await screen.findByText('We texted a code to +1-********02.');
      await userEvent.type(screen.getByLabelText(/^Code/), '000000');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('The code is not valid')).toBeTruthy();
    });

    it("falls back to 'Some Error occurred' when the server says nothing", async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { runtime, backend } = setUp('/multiFactorAuthentication?phase=MFA_CODE_IS_REQUIRED');
      track(runtime);
      backend.on('POST /api/auth/mfa/verifyCode', { status: 502, body: 'gateway' });
      await screen.findByText('We texted a code to +1-********02.');
      await userEvent.type(screen.getByLabelText(/^Code/), '000000');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('Some Error occurred')).toBeTruthy();
    });

    it("logs out from 'Not your number?'", async () => {
      const { runtime, auth } = setUp('/multiFactorAuthentication?phase=MFA_CODE_IS_REQUIRED');
      track(runtime);
      await screen.findByText('We texted a code to +1-********02.');
      await userEvent.click(screen.getByRole('button', { name: 'Not your number?' }));
      await waitFor(() => expect(auth.signOut).toHaveBeenCalled());
    });
  });

  describe('e-mail code', () => {
    it('sends a code to the account address and shows it masked', async () => {
      const { runtime, backend } = setUp('/multiFactorAuthentication?phase=MFA_EMAIL');
      track(runtime);
      expect(
        await screen.findByText('We e-mailed a 6-digit code to a***n@demo.test. It is valid for 5 minutes.'),
      ).toBeTruthy();
      expect(backend.calls('POST /api/auth/mfa/sendCodeEmail')[0]?.body).toEqual({ email: 'admin@demo.test' });
    });

    it("asks for exactly six digits: 'Please provide a valid 6 digit code.'", async () => {
      const { runtime, backend } = setUp('/multiFactorAuthentication?phase=MFA_EMAIL');
      track(runtime);
      await screen.findByText(/We e-mailed a 6-digit code/);
      await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
      expect(screen.getByText('Code is required')).toBeTruthy();
      await userEvent.type(screen.getByLabelText(/6-digit code/), '123');
      await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
      expect(screen.getByText('Please provide a valid 6 digit code.')).toBeTruthy();
      expect(backend.calls('POST /api/auth/mfa/verifyCodeEmail')).toHaveLength(0);
    });

    it('verifies the code with the address and goes to the saved target', async () => {
      const { runtime, backend } = setUp('/multiFactorAuthentication?phase=MFA_EMAIL');
      track(runtime);
      await screen.findByText(/We e-mailed a 6-digit code/);
      await userEvent.type(screen.getByLabelText(/6-digit code/), '654321');
      await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
      await waitFor(() => expect(window.location.pathname).toBe('/Users'));
      expect(backend.calls('POST /api/auth/mfa/verifyCodeEmail')[0]?.body).toEqual({
        code: '654321',
        email: 'admin@demo.test',
      });
    });

    it('asks to retry or contact care support when it fails', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { runtime, backend } = setUp('/multiFactorAuthentication?phase=MFA_EMAIL');
      track(runtime);
      backend.on('POST /api/auth/mfa/verifyCodeEmail', {
        status: 400,
        body: { error: 'The code is not valid', code: 'MFA_INVALID_CODE' },
      });
      await screen.findByText(/We e-mailed a 6-digit code/);
      await userEvent.type(screen.getByLabelText(/6-digit code/), '000000');
      await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Something went wrong. Please try again, or contact care support if it keeps happening.',
      );
    });

    it("switches back to a texted code with 'Get code with SMS'", async () => {
      const { runtime, backend } = setUp('/multiFactorAuthentication?phase=MFA_EMAIL');
      track(runtime);
      await screen.findByText(/We e-mailed a 6-digit code/);
      await userEvent.click(screen.getByRole('button', { name: 'Get code with SMS' }));
      expect(await screen.findByRole('heading', { name: 'Enter code' })).toBeTruthy();
      await waitFor(() => expect(backend.calls('GET /api/auth/mfa/sendCode')).toHaveLength(1));
    });
  });

  it('goes on to the saved target when nothing is pending', async () => {
    const backend = createFakeBackend();
    const context = createTestRuntime({ backend, at: '/multiFactorAuthentication?phase=MFA_EMAIL' });
    track(context.runtime);
    context.runtime.returnTargets.remember('/Users');
    renderWithRuntime(<MfaScreen />, context.runtime);
    await waitFor(() => expect(window.location.pathname).toBe('/Users'));
    expect(backend.requests).toHaveLength(0);
  });
});
