import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend, type FakeBackend } from '../../../test/createFakeBackend.ts';
import { ALL_ON_SETTINGS } from '../../../test/fixtures.ts';
import { createTestRuntime, renderWithRuntime } from '../../../test/renderPortal.tsx';
import { startSignedInSession } from '../../../test/startSignedInSession.ts';
import { ActivityLog } from './ActivityLog.tsx';

const ACTIVITY = 'GET /api/user/patient/11/activityLog';
const events = [
  {
    eventName: 'patientCreated',
    createdDate: '2026-01-05T10:00:00.000Z',
    callId: null,
    outgoingCallSource: null,
    callDuration: null,
    tempURL: null,
    isTranscription: false,
  },
  {
    eventName: 'outgoingCall',
    createdDate: '2026-03-02T10:00:00.000Z',
    callId: 502,
    outgoingCallSource: 'bot',
    callDuration: 0,
    tempURL: null,
    isTranscription: false,
  },
  {
    eventName: 'outgoingCall',
    createdDate: '2026-03-03T10:00:00.000Z',
    callId: 503,
    outgoingCallSource: 'lift',
    callDuration: 185,
    tempURL: '/api/recordings/503?sig=x',
    isTranscription: true,
  },
];

function setUp(backend: FakeBackend, settings: Record<string, unknown> = {}) {
  const context = createTestRuntime({ backend, at: '/client/11/summaryPatient' });
  startSignedInSession(context.runtime, { settings: { ...ALL_ON_SETTINGS, ...settings } });
  renderWithRuntime(<ActivityLog patientId={11} />, context.runtime);
  return context;
}

describe('ActivityLog', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists events newest first with play, transcript, not recorded and go-to-call, and filters by kind', async () => {
    const user = userEvent.setup();
    setUp(createFakeBackend({ [ACTIVITY]: { body: { events } } }), { 'call.transcriptionEnabled': true });
    expect(screen.getByRole('status').textContent).toBe('Loading activity');
    expect(screen.getAllByTestId('loading-row')).toHaveLength(4);
    const timeline = await screen.findByRole('list');
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Outgoing call',
      'Outgoing call',
      'Created',
    ]);
    const [newest, missed] = items as [HTMLElement, HTMLElement];
    expect(newest.textContent).toContain('by an operator · 03:05');
    expect(within(newest).getByRole('group', { name: 'Recording of the call on Mar 3, 2026 10:00' })).toBeTruthy();
    expect(within(newest).getByRole('link', { name: 'Go to call 503' }).getAttribute('href')).toBe(
      '/client/11/call/503',
    );
    expect(within(newest).getByRole('button', { name: 'Open the transcript of call 503' })).toBeTruthy();
    expect(missed.textContent).toContain('not recorded');
    expect(within(missed).queryByRole('button', { name: /transcript/ })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Show'), 'Created');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Show'), 'Outgoing call');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the calls the voice analysis flagged, significant ones named so, with a way to the call', async () => {
    const user = userEvent.setup();
    const flagged = [
      { ...events[2], eventName: 'voiceAnomaly', createdDate: '2026-03-03T10:03:05.000Z', anomalyLevel: 2 },
      { ...events[1], eventName: 'voiceAnomaly', createdDate: '2026-03-02T10:00:00.000Z', anomalyLevel: 1 },
    ];
    setUp(createFakeBackend({ [ACTIVITY]: { body: { events: [...events, ...flagged] } } }));
    const timeline = await screen.findByRole('list');
    expect(within(timeline).getAllByRole('listitem')[0]?.querySelector('strong')?.textContent).toBe(
      'Significant voice anomaly',
    );
    await user.selectOptions(screen.getByLabelText('Show'), 'Voice anomaly');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Significant voice anomaly',
      'Voice anomaly',
    ]);
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link', { name: 'Go to call 503' })
        .getAttribute('href'),
    ).toBe('/client/11/call/503');
    // A flag is about a call, not a recording to play here.
    expect(within(items[0] as HTMLElement).queryByRole('group')).toBeNull();
  });

  it('says No records when there is nothing', async () => {
    setUp(createFakeBackend({ [ACTIVITY]: { body: { events: [] } } }));
    expect(await screen.findByText('No records')).toBeTruthy();
  });
});
