import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend, type FakeAnswer } from '../../../test/createFakeBackend.ts';
import { ADMIN_SESSION, buildPatient } from '../../../test/fixtures.ts';
import { createTestRuntime, renderWithRuntime } from '../../../test/renderPortal.tsx';
import { ClientListScreen } from './ClientListScreen.tsx';
import type { MicrophoneNavigator } from './detectMicrophone.ts';

/** An IntersectionObserver the test drives: `reachBottom()` tells the newest one its target came into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  targets: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  static reachBottom() {
    const live = FakeIntersectionObserver.instances.filter((observer) => !observer.disconnected).at(-1);
    if (!live) throw new Error('no sentinel is observed');
    const entries = live.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    live.callback(entries, live as unknown as IntersectionObserver);
  }
}

function setUp(
  answer: FakeAnswer | (() => Promise<FakeAnswer>),
  options: { navigator?: MicrophoneNavigator; locale?: 'en' | 'ja' } = {},
) {
  const backend = createFakeBackend({ 'GET /api/user/patient': answer });
  const context = createTestRuntime({ backend, at: '/PatientList', locale: options.locale ?? 'en' });
  if (options.locale) context.runtime.store.update({ locale: options.locale });
  context.runtime.store.update({ user: ADMIN_SESSION, selectedOrganizationId: 1 });
  renderWithRuntime(<ClientListScreen navigator={options.navigator ?? {}} />, context.runtime);
  return context;
}

const names = () => screen.queryAllByRole('article').map((card) => card.querySelector('h2')?.textContent);

const MANY = Array.from({ length: 60 }, (_, index) =>
  buildPatient({ patient_id: index + 1, first_name: `Client${index + 1}`, last_name: 'Many' }),
);

describe('ClientListScreen', () => {
  let dispose: (() => void) | undefined;
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    dispose?.();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('greets the user and shows every element of a card', async () => {
    const { runtime, backend } = setUp({
      body: {
        patients: [
          buildPatient({
            patient_id: 1,
            first_name: 'Harold',
            last_name: 'Green',
            age: null,
            phones: [],
            address: null,
            city: null,
            country: null,
            external_id: null,
            consent: null,
          }),
          buildPatient({ patient_id: 2, last_call_start_date: '2024-03-01T10:00:00Z' }),
        ],
      },
    });
    dispose = runtime.dispose;
    expect(screen.getByRole('heading', { name: 'Hello, Alex' })).toBeTruthy();
    expect(screen.getByText('Select a client')).toBeTruthy();
    await screen.findAllByRole('article');
    expect(names()).toEqual(['Takeshi Sato', 'Harold Green']);
    const [sato, green] = screen.getAllByRole('article');
    if (!sato || !green) throw new Error('two cards expected');
    expect(sato.textContent).toContain('Age 50');
    expect(sato.textContent).toContain('+81 368075462');
    expect(sato.textContent).toContain('Tokyo, Japan');
    expect(sato.textContent).toContain('Last call Mar 1, 2024');
    expect(within(sato).queryByText('Missing consent')).toBeNull();
    expect(within(sato).getByRole('link', { name: 'Open Takeshi Sato' }).getAttribute('title')).toBe(
      'Client ID: 2, external ID: DC-1023',
    );
    expect(within(sato).getByRole('link', { name: 'Edit Takeshi Sato' }).getAttribute('href')).toBe('/client/2/edit');
    expect(green.textContent).toContain('Age not known');
    expect(green.textContent).toContain('No phone on file');
    expect(green.textContent).toContain('Never called');
    expect(within(green).getByText('Missing consent')).toBeTruthy();
    expect(within(green).getByRole('link', { name: 'Open Harold Green' }).getAttribute('title')).toBe(
      'Client ID: 1, external ID: None',
    );
    expect(screen.getByText('2 of 2 clients')).toBeTruthy();
    expect(backend.calls('GET /api/user/patient')[0]?.search.get('format')).toBe('portal_search');
  });

  it('speaks Japanese, dates included', async () => {
    const { runtime } = setUp(
      { body: { patients: [buildPatient({ consent: null, last_call_start_date: '2024-03-01T10:00:00Z' })] } },
      { locale: 'ja' },
    );
    dispose = runtime.dispose;
    const [card] = await screen.findAllByRole('article');
    expect(card?.textContent).toContain('最終通話 2024年3月1日');
    expect(card?.textContent).toContain('同意未取得');
    expect(screen.getByText('1 人中 1 人のクライアント')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'クライアントを検索' })).toBeTruthy();
  });

  it('opens a client from its initials, its edit page from the pencil and a new client from +', async () => {
    const { runtime } = setUp({ body: { patients: [buildPatient({ patient_id: 7 })] } });
    dispose = runtime.dispose;
    await userEvent.click(await screen.findByRole('link', { name: 'Open Takeshi Sato' }));
    expect(window.location.pathname).toBe('/client/7');
    await userEvent.click(screen.getByRole('link', { name: 'Edit Takeshi Sato' }));
    expect(window.location.pathname).toBe('/client/7/edit');
    await userEvent.click(screen.getByRole('link', { name: 'Add a client' }));
    expect(window.location.pathname).toBe('/client');
  });

  it('searches name, external id, phone and address, ignoring case, and counts the matches', async () => {
    const { runtime } = setUp({
      body: {
        patients: [
          buildPatient({
            patient_id: 1,
            first_name: 'Harold',
            last_name: 'Green',
            external_id: 'X-77',
            phones: ['1-2025550199'],
            city: 'Boston',
            state: 'MA',
            address: 'Boston, MA',
          }),
          buildPatient({ patient_id: 2 }),
        ],
      },
    });
    dispose = runtime.dispose;
    await screen.findAllByRole('article');
    const box = screen.getByRole('searchbox', { name: 'Search clients' });
    for (const [text, expected] of [
      ['hAROLD', ['Harold Green']],
      ['x-77', ['Harold Green']],
      ['550199', ['Harold Green']],
      ['+81 368', ['Takeshi Sato']],
      ['tokyo', ['Takeshi Sato']],
      ['boston, ma', ['Harold Green']],
    ] as const) {
      fireEvent.change(box, { target: { value: text } });
      expect(names()).toEqual(expected);
    }
    expect(screen.getByText('1 of 2 clients')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'nobody' } });
    expect(names()).toEqual([]);
    expect(screen.getByText('0 of 2 clients')).toBeTruthy();
    expect(screen.getByText('No client matches the search and filter')).toBeTruthy();
  });

  it('sorts by last call newest first by default, then by first or last name', async () => {
    const { runtime } = setUp({
      body: {
        patients: [
          buildPatient({
            patient_id: 1,
            first_name: 'Bea',
            last_name: 'Zed',
            last_call_start_date: '2024-01-01T00:00:00Z',
          }),
          buildPatient({ patient_id: 2, first_name: 'Cal', last_name: 'Young', last_call_start_date: null }),
          buildPatient({
            patient_id: 3,
            first_name: 'Ann',
            last_name: 'Xu',
            last_call_start_date: '2024-05-01T00:00:00Z',
          }),
        ],
      },
    });
    dispose = runtime.dispose;
    await screen.findAllByRole('article');
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sort.value).toBe('lastCall');
    expect(names()).toEqual(['Ann Xu', 'Bea Zed', 'Cal Young']);
    await userEvent.selectOptions(sort, 'lastName');
    expect(names()).toEqual(['Ann Xu', 'Cal Young', 'Bea Zed']);
    await userEvent.selectOptions(sort, 'firstName');
    expect(names()).toEqual(['Ann Xu', 'Bea Zed', 'Cal Young']);
  });

  it('shows active clients by default; non-active and all on demand', async () => {
    const { runtime } = setUp({
      body: {
        patients: [
          buildPatient({ patient_id: 1, first_name: 'Ada', last_name: 'Active' }),
          buildPatient({ patient_id: 2, first_name: 'Dee', last_name: 'Declined', consent: 'declined', active: 0 }),
        ],
      },
    });
    dispose = runtime.dispose;
    await screen.findAllByRole('article');
    const activity = screen.getByRole('combobox', { name: 'Show' }) as HTMLSelectElement;
    expect(activity.value).toBe('active');
    expect(names()).toEqual(['Ada Active']);
    expect(screen.getByText('1 of 2 clients')).toBeTruthy();
    await userEvent.selectOptions(activity, 'inactive');
    expect(names()).toEqual(['Dee Declined']);
    await userEvent.selectOptions(activity, 'all');
    expect(names()).toEqual(['Ada Active', 'Dee Declined']);
    expect(screen.getByText('2 of 2 clients')).toBeTruthy();
  });

  it('shows 20 cards, 30 more each time the bottom is reached, and 20 again after a new search', async () => {
    const { runtime } = setUp({ body: { patients: MANY } });
    dispose = runtime.dispose;
    await screen.findAllByRole('article');
    expect(names()).toHaveLength(20);
    expect(screen.getByText('60 of 60 clients')).toBeTruthy();
    act(() => FakeIntersectionObserver.reachBottom());
    expect(names()).toHaveLength(50);
    act(() => FakeIntersectionObserver.reachBottom());
    expect(names()).toHaveLength(60);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search clients' }), { target: { value: 'many' } });
    expect(names()).toHaveLength(20);
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
    expect(screen.queryByText(/of 0 clients/)).toBeNull();
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

  it('opens the no-microphone dialog when no audio input is plugged in', async () => {
    const { runtime } = setUp(
      { body: { patients: [buildPatient()] } },
      { navigator: { mediaDevices: { enumerateDevices: async () => [] } } },
    );
    dispose = runtime.dispose;
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      'No microphone detected (plug in or re-plug and refresh)',
    );
  });

  it('asks to allow the microphone and reloads once access is granted', async () => {
    const status = Object.assign(new EventTarget(), {
      state: 'prompt' as PermissionState,
      name: 'microphone',
      onchange: null,
    });
    const { runtime } = setUp(
      { body: { patients: [buildPatient()] } },
      {
        navigator: {
          mediaDevices: { enumerateDevices: async () => [{ kind: 'audioinput' } as MediaDeviceInfo] },
          permissions: { query: async () => status as unknown as PermissionStatus },
        },
      },
    );
    dispose = runtime.dispose;
    expect((await screen.findByRole('alertdialog')).textContent).toContain("Click 'Allow'");
    expect(runtime.reload).not.toHaveBeenCalled();
    status.state = 'granted';
    status.dispatchEvent(new Event('change'));
    expect(runtime.reload).toHaveBeenCalledTimes(1);
  });
});
