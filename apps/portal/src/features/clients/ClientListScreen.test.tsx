import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend, type FakeAnswer } from '../../test/createFakeBackend.ts';
import { ADMIN_SESSION, buildPatient } from '../../test/fixtures.ts';
import { createTestRuntime, renderWithRuntime } from '../../test/renderPortal.tsx';
import { ClientListScreen } from './ClientListScreen.tsx';

function setUp(answer: FakeAnswer | (() => Promise<FakeAnswer>)) {
  const backend = createFakeBackend({ 'GET /api/user/patient': answer });
  const context = createTestRuntime({ backend, at: '/PatientList' });
  context.runtime.store.update({ user: ADMIN_SESSION, selectedOrganizationId: 1 });
  renderWithRuntime(<ClientListScreen />, context.runtime);
  return context;
}

describe('ClientListScreen', () => {
  let dispose: (() => void) | undefined;
  afterEach(() => {
    dispose?.();
    vi.restoreAllMocks();
  });

  it('greets the user by first name and shows each client with age and phones, last called first', async () => {
    const { runtime, backend } = setUp({
      body: {
        patients: [
          buildPatient({ patient_id: 1, first_name: 'Harold', last_name: 'Green', age: null, phones: [] }),
          buildPatient({ patient_id: 2, last_call_start_date: '2024-03-01T10:00:00Z' }),
        ],
      },
    });
    dispose = runtime.dispose;
    expect(screen.getByRole('heading', { name: 'Hello, Alex' })).toBeTruthy();
    expect(screen.getByText('Select a client')).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual(['Takeshi Sato', 'Harold Green']);
    expect(cards[0]?.textContent).toContain('Age 50');
    expect(cards[0]?.textContent).toContain('+81 368075462');
    expect(cards[1]?.textContent).toContain('Age not known');
    expect(cards[1]?.textContent).toContain('No phone on file');
    expect(screen.getByText('2 clients')).toBeTruthy();
    expect(backend.calls('GET /api/user/patient')[0]?.search.get('format')).toBe('portal_search');
  });

  it('opens a client from its initials', async () => {
    const { runtime } = setUp({ body: { patients: [buildPatient({ patient_id: 7 })] } });
    dispose = runtime.dispose;
    await userEvent.click(await screen.findByRole('link', { name: 'Open Takeshi Sato' }));
    expect(window.location.pathname).toBe('/client/7');
  });

  it('shows a loading state first', () => {
    const { runtime } = setUp(() => new Promise(() => undefined));
    dispose = runtime.dispose;
    expect(screen.getByRole('status').textContent).toContain('Loading clients');
  });

  it("says 'Sorry, you don't have any patients yet' without clients", async () => {
    const { runtime } = setUp({ body: { patients: [] } });
    dispose = runtime.dispose;
    expect(await screen.findByText("Sorry, you don't have any patients yet")).toBeTruthy();
  });

  it("says 'Sorry, we couldn't load your patient list' on failure, with a retry", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { runtime, backend } = setUp({ status: 403, body: { error: 'Forbidden', code: 'FORBIDDEN' } });
    dispose = runtime.dispose;
    expect((await screen.findByRole('alert')).textContent).toContain("Sorry, we couldn't load your patient list");
    backend.on('GET /api/user/patient', { body: { patients: [buildPatient()] } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Takeshi Sato')).toBeTruthy();
  });
});
