import type { CallAnalysis } from '@carecall/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalLocale } from '../../../app/portalLocales.ts';
import { createFakeBackend, type FakeBackend } from '../../../test/createFakeBackend.ts';
import { ADMIN_SESSION, ALL_ON_SETTINGS } from '../../../test/fixtures.ts';
import { createTestRuntime, renderWithRuntime } from '../../../test/renderPortal.tsx';
import { startSignedInSession } from '../../../test/startSignedInSession.ts';
import { buildCall, buildPatientRecord } from '../testing/callFixtures.ts';
import { CallsPanel } from './CallsPanel.tsx';

const CALLS = 'GET /api/user/patient/11/call/calls';
const NOW = new Date('2026-03-31T12:00:00.000Z');

const calls = [
  buildCall({ id: 505, start_date: '2026-03-30T23:15:00.000Z', recording_time: 3725 }),
  buildCall({
    id: 504,
    product: 'bot',
    is_dry_run: true,
    call_transcription_status: null,
    recording_time: 0,
    was_recorded: false,
    temp_download_link: null,
    patient_dial_status: 'no-answer',
    completed: false,
    isFailedCall: true,
  }),
  buildCall({ id: 503, recording_time: 200, ongoing: true, completed: false, patient_dial_status: 'in-progress' }),
  buildCall({
    id: 502,
    recording_time: 400,
    callAnalysisLatest: { ...(buildCall().callAnalysisLatest as CallAnalysis), anomaly_type: 2 },
  }),
];

function setUp(backend: FakeBackend, settings: Record<string, unknown> = {}, locale: PortalLocale = 'en') {
  const context = createTestRuntime({ backend, at: '/client/11/calls', locale });
  startSignedInSession(context.runtime, {
    user: ADMIN_SESSION,
    settings: { ...ALL_ON_SETTINGS, timezone: 'Asia/Tokyo', ...settings },
  });
  renderWithRuntime(<CallsPanel patient={buildPatientRecord()} now={() => NOW} />, context.runtime);
  return context;
}

describe('CallsPanel', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('says a recorded call’s recording is being prepared, not missing, and shows its player once ready', async () => {
    const preparing = buildCall({
      id: 506,
      was_recorded: true,
      recording_status: 'preparing',
      temp_download_link: null,
    });
    const backend = createFakeBackend({ [CALLS]: { body: { calls: [preparing] } } });
    setUp(backend);
    const row = (await screen.findAllByRole('row'))[1] as HTMLElement;
    const note = within(row).getByRole('status');
    expect(note.textContent).toContain('Loading recording.. This might take a minute');
    expect(note.getAttribute('aria-live')).toBe('polite');
    expect(row.textContent).not.toContain('not recorded');
    expect(within(row).queryByRole('group', { name: 'Recording of call 506' })).toBeNull();

    // The list reads itself again while a recording is being prepared; no reload.
    const ready = buildCall({ id: 506, was_recorded: true, recording_status: 'ready' });
    backend.on(CALLS, { body: { calls: [ready] } });
    expect(await screen.findByRole('group', { name: 'Recording of call 506' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('Loading recording.. This might take a minute')).toBeNull();
  });

  it('lists every column in the user’s zone, styles unanswered calls and never opens an ongoing one', async () => {
    const backend = createFakeBackend({ [CALLS]: { body: { calls } } });
    setUp(backend, { 'call.transcriptionEnabled': true });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const [first, unanswered, ongoing, anomaly] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('img', { name: 'Operator call' })).toBeTruthy();
    expect(within(first).getByRole('group', { name: 'Recording of call 505' })).toBeTruthy();
    // 23:15 UTC is the next morning in Tokyo.
    expect(first.textContent).toContain('Mar 31, 2026 08:15');
    expect(first.textContent).toContain('01:02:05');
    expect(first.textContent).toContain('Analysis complete · No anomaly');
    expect(within(first).getByRole('link', { name: 'Call details of call 505' }).getAttribute('href')).toBe(
      '/client/11/call/505',
    );
    expect(within(first).getByRole('button', { name: 'Open the transcript of call 505' })).toBeTruthy();
    expect(unanswered.className).toContain('cc-calls__row--unanswered');
    expect(within(unanswered).queryByRole('button', { name: /transcript/ })).toBeNull();
    expect(within(unanswered).getByRole('img', { name: 'Bot call' })).toBeTruthy();
    // An admin's dry run with this client's record is marked as such; other calls are not.
    expect(within(unanswered).getByText('Dry run')).toBeTruthy();
    expect(within(first).queryByText('Dry run')).toBeNull();
    expect(unanswered.textContent).toContain('not recorded');
    expect(unanswered.textContent).toContain('Not answered');
    expect(within(ongoing).queryByRole('link')).toBeNull();
    expect(within(ongoing).queryByRole('group')).toBeNull();
    expect(ongoing.textContent).toContain('Call in progress');
    expect(anomaly.textContent).toContain('Significant voice anomaly');
    expect(screen.getByText('Total calls: 4')).toBeTruthy();
    expect(backend.calls(CALLS)[0]?.search.get('startTime')).toBeNull();
  });

  it('filters by answered and length, clears the filters, and asks for the chosen range', async () => {
    const user = userEvent.setup();
    const backend = createFakeBackend({ [CALLS]: { body: { calls } } });
    setUp(backend);
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Answered'), 'Not answered');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('Total calls: 1')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Answered'), 'Answered');
    await user.selectOptions(screen.getByLabelText('Longer than'), '5 min');
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.getAttribute('data-call-id')),
    ).toEqual(['505', '502']);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getAllByRole('row')).toHaveLength(5);
    expect(screen.queryByRole('columnheader', { name: 'Transcript' })).toBeNull();

    // The ongoing call has the list read again every 2 s, so the requests are told apart by their range, not counted.
    const ranged = () => backend.calls(CALLS).filter((request) => request.search.get('startTime') !== null);
    expect(ranged()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Last week' }));
    await waitFor(() => expect(ranged().length).toBeGreaterThan(0));
    for (const request of ranged()) {
      expect(request.search.get('startTime')).toBe('2026-03-24T12:00:00.000Z');
      expect(request.search.get('endTime')).toBe('2026-03-31T12:00:00.000Z');
    }
    expect(screen.getByRole('button', { name: 'Last week' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('reruns the analysis of the listed calls after a confirmation, and shows the results once they are done', async () => {
    const user = userEvent.setup();
    // The server's answers: as listed, pending once the analysis is asked for, complete from the third read on; the
    // call in progress has ended by then, so nothing is left to follow once the analyses are done.
    let reads = 0;
    let asked = false;
    const withStatus = (status: number) =>
      calls.map((call) => ({
        ...call,
        ...(call.ongoing ? { ongoing: false, completed: true, patient_dial_status: 'completed' } : {}),
        callAnalysisLatest: { ...(call.callAnalysisLatest as CallAnalysis), response_status: status },
      }));
    const backend = createFakeBackend({
      [CALLS]: () => {
        if (!asked) return { body: { calls } };
        reads += 1;
        return { body: { calls: withStatus(reads < 3 ? 7 : 12) } };
      },
      'POST /api/user/patient/11/call/reanalyze': (request) => {
        asked = true;
        return { body: request.body };
      },
    });
    setUp(backend, { 'call.rerunAnalytics': true });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Answered'), 'Answered');
    await user.click(screen.getByRole('button', { name: 'Analyze client' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Analyze this client again?' });
    expect(dialog.textContent).toContain('all 3 listed calls');
    await user.click(within(dialog).getByRole('button', { name: 'Analyze' }));
    expect(await screen.findByText('Analysis started')).toBeTruthy();
    expect(backend.calls('POST /api/user/patient/11/call/reanalyze')[0]?.body).toEqual({ callIds: [505, 503, 502] });
    // Pending after the refresh, then read again by itself until every analysis is complete.
    expect((await screen.findAllByText('Pending analysis')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryAllByText('Pending analysis')).toHaveLength(0));
    expect(screen.getAllByText(/^Analysis complete/).length).toBeGreaterThan(0);
    // What is checked is that nothing more is read: that takes waiting longer than the 2 s refetch interval.
    const polled = backend.calls(CALLS).length;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(backend.calls(CALLS)).toHaveLength(polled);
  });

  it('hides Analyze without call.rerunAnalytics and shows the load error and the empty period in Japanese', async () => {
    const backend = createFakeBackend({ [CALLS]: { status: 403, body: { error: 'Forbidden', code: 'FORBIDDEN' } } });
    setUp(backend, {}, 'ja');
    expect(await screen.findByText('申し訳ありません。このクライアントの通話を読み込めませんでした')).toBeTruthy();
    expect(screen.getByText('Forbidden')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'クライアントを分析' })).toBeNull();
    backend.on(CALLS, { body: { calls: [] } });
    await userEvent.setup().click(screen.getByRole('button', { name: '再試行' }));
    expect(await screen.findByText('この期間の通話はありません')).toBeTruthy();
  });
});
