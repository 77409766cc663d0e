import type { CallListItem } from '@carecall/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PortalLocale } from '../../../app/portalLocales.ts';
import { createFakeBackend, type FakeBackend } from '../../../test/createFakeBackend.ts';
import { ALL_ON_SETTINGS } from '../../../test/fixtures.ts';
import { createTestRuntime, renderWithRuntime } from '../../../test/renderPortal.tsx';
import { startSignedInSession } from '../../../test/startSignedInSession.ts';
import { buildCall as buildListedCall } from '../../calls/testing/callFixtures.ts';
import { ClientLatestCalls } from './ClientLatestCalls.tsx';
import { registerClientPageTexts } from './registerClientPageTexts.ts';

const CALLS_ROUTE = 'GET /api/user/patient/11/call/calls';

/** A listed call as the latest-calls list shows it: neither recorded for playback, transcribed nor analysed. */
function buildCall(overrides: Partial<CallListItem> = {}): CallListItem {
  return buildListedCall({
    temp_download_link: null,
    call_transcription_status: null,
    callAnalysisLatest: null,
    ...overrides,
  });
}

function setUp(backend: FakeBackend, { locale = 'en' }: { locale?: PortalLocale } = {}) {
  const context = createTestRuntime({ backend, at: '/client/11/summaryPatient', locale });
  registerClientPageTexts(context.runtime.i18n);
  startSignedInSession(context.runtime, { settings: { ...ALL_ON_SETTINGS, timezone: 'Asia/Tokyo' } });
  renderWithRuntime(<ClientLatestCalls patientId={11} />, context.runtime);
  return context;
}

describe('ClientLatestCalls', () => {
  let dispose: (() => void) | undefined;
  afterEach(() => {
    dispose?.();
    window.localStorage.clear();
  });

  it('asks for the newest five calls and shows each in the user’s time zone with its length and outcome', async () => {
    const backend = createFakeBackend({
      [CALLS_ROUTE]: {
        body: {
          calls: [
            buildCall({ id: 503, start_date: '2026-03-03T23:15:00.000Z', recording_time: 3725 }),
            buildCall({
              id: 502,
              product: 'bot',
              source: 'phone',
              start_date: '2026-03-02T09:30:00.000Z',
              recording_time: 0,
              patient_dial_status: 'busy',
              interviewer_call_status: 'busy',
              completed: false,
              isFailedCall: true,
            }),
            buildCall({ id: 501 }),
          ],
        },
      },
    });
    ({
      runtime: { dispose },
    } = setUp(backend));
    expect(screen.getByRole('status').textContent).toContain('Loading the latest calls');
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [newest, bot, oldest] = items;
    if (!newest || !bot || !oldest) throw new Error('missing rows');
    // 23:15 UTC is the next morning in Tokyo; an hour-long call keeps its hours.
    expect(newest.textContent).toContain('Mar 4, 2026 08:15');
    expect(newest.textContent).toContain('01:02:05');
    expect(newest.textContent).toContain('Answered');
    expect(within(newest).getByText(/Operator call, from the computer/)).toBeTruthy();
    expect(bot.textContent).toContain('Mar 2, 2026 18:30');
    expect(bot.textContent).toContain('00:00');
    expect(bot.textContent).toContain('Busy');
    expect(within(bot).getByText(/Bot call, by phone/)).toBeTruthy();
    expect(oldest.textContent).toContain('02:05');
    expect(oldest.textContent).not.toContain('00:02:05');
    const request = backend.calls(CALLS_ROUTE)[0];
    expect(request?.search.get('limit')).toBe('5');
    expect(request?.search.get('order')).toBe('DESC');
  });

  it('says so when the client has no calls yet', async () => {
    const backend = createFakeBackend({ [CALLS_ROUTE]: { body: { calls: [] } } });
    ({
      runtime: { dispose },
    } = setUp(backend));
    expect(await screen.findByRole('heading', { name: 'No calls yet' })).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('shows a failed load with a retry that brings the calls', async () => {
    const backend = createFakeBackend({
      [CALLS_ROUTE]: { status: 404, body: { error: 'Patient not found', code: 'NOT_FOUND' } },
    });
    ({
      runtime: { dispose },
    } = setUp(backend));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Sorry, we couldn't load this client's calls");
    backend.on(CALLS_ROUTE, { body: { calls: [buildCall()] } });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks Japanese', async () => {
    const backend = createFakeBackend({
      [CALLS_ROUTE]: { body: { calls: [buildCall({ isFailedCall: true, patient_dial_status: 'no-answer' })] } },
    });
    ({
      runtime: { dispose },
    } = setUp(backend, { locale: 'ja' }));
    expect(await screen.findByRole('heading', { name: '最近の通話' })).toBeTruthy();
    expect((await screen.findByRole('listitem')).textContent).toContain('応答なし');
  });
});
