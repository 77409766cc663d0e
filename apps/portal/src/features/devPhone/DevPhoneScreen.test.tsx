import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend } from '../../test/createFakeBackend.ts';
import { ADMIN_SESSION, ALL_ON_SETTINGS } from '../../test/fixtures.ts';
import { createTestRuntime, renderApp, renderWithRuntime } from '../../test/renderPortal.tsx';
import { startSignedInSession } from '../../test/startSignedInSession.ts';
import { createFakePeer, FakeSignalingSocket } from '../liveCall/testing/fakeBrowserMedia.ts';
import { DevPhoneScreen } from './DevPhoneScreen.tsx';
import type { DevPhoneEnvironment } from './state/createDevPhone.ts';

const AVAILABLE = [
  { number: '12125550100', clientId: 3, clientName: 'Ana Ruiz' },
  { number: '12125550101', clientId: 4, clientName: 'Ben Cole' },
];
const RING = { type: 'ring', ring_id: 'ring-1', number: '12125550100', client_name: 'Ana Ruiz' };

function setUp(options: { microphone?: boolean; locale?: 'en' | 'ja' } = {}) {
  const { runtime } = createTestRuntime(options.locale ? { locale: options.locale } : {});
  startSignedInSession(runtime);
  const sockets: FakeSignalingSocket[] = [];
  const track = { kind: 'audio', enabled: true, stop: vi.fn() };
  const peer = createFakePeer();
  const stopRinging = vi.fn();
  const startRinging = vi.fn(() => stopRinging);
  const environment = {
    origin: 'https://portal.test',
    createSocket: (url: string) => {
      const socket = new FakeSignalingSocket(url);
      sockets.push(socket);
      return socket;
    },
    createPeer: () => peer,
    getUserMedia: vi.fn(async () => {
      if (options.microphone === false) throw new DOMException('denied', 'NotAllowedError');
      return { getAudioTracks: () => [track], getTracks: () => [track] };
    }),
    createAudio: () => ({ autoplay: false, srcObject: null, play: async () => {} }),
    startRinging,
  } as unknown as DevPhoneEnvironment;
  renderWithRuntime(<DevPhoneScreen environment={environment} />, runtime);
  const socket = () => sockets.at(-1) as FakeSignalingSocket;
  return { runtime, socket, sockets, peer, track, startRinging, stopRinging, environment };
}

async function openLine(socket: () => FakeSignalingSocket) {
  await waitFor(() => expect(socket()).toBeDefined());
  act(() => socket().open());
  // No number rings here until one is chosen.
  expect(socket().sent).toEqual([{ type: 'register', organization_id: 1, numbers: [] }]);
  act(() => socket().receive({ type: 'registered', available: AVAILABLE, routed: [] }));
  await screen.findByText('Waiting for calls. Numbers ringing here: 0');
}

afterEach(() => vi.restoreAllMocks());

describe('DevPhoneScreen', () => {
  it('opens a line holding no number, takes the numbers ticked and says so, rings, answers and hangs up', async () => {
    const user = userEvent.setup();
    const { socket, peer, track, startRinging, stopRinging, runtime } = setUp();
    await openLine(socket);
    expect(socket().url).toBe('wss://portal.test/conference/devphone?token=test-token');
    const numbers = screen.getByRole('group', { name: 'Ring here for' });
    expect(screen.queryByText(/Every client number/)).toBeNull();
    expect(
      screen.getByText(
        "No number is chosen, so no call rings here: every call reaches its client's demo persona. Choose the numbers this page should answer.",
      ),
    ).toBeDefined();
    const ana = screen.getByRole('checkbox', { name: 'Ana Ruiz, +1 212 555 0100' });
    const ben = screen.getByRole('checkbox', { name: 'Ben Cole, +1 212 555 0101' });
    expect([(ana as HTMLInputElement).checked, (ben as HTMLInputElement).checked]).toEqual([false, false]);
    // Keyboard: a number is ticked with Space.
    ben.focus();
    await user.keyboard(' ');
    expect(socket().sent.at(-1)).toEqual({ type: 'register', organization_id: 1, numbers: ['12125550101'] });
    await user.click(ana);
    expect(socket().sent.at(-1)).toEqual({
      type: 'register',
      organization_id: 1,
      numbers: ['12125550101', '12125550100'],
    });
    act(() => socket().receive({ type: 'registered', available: AVAILABLE, routed: ['12125550101', '12125550100'] }));
    expect(
      screen.getByText(
        'Calls to these numbers ring here instead of at their demo personas: Ben Cole, +1 212 555 0101; Ana Ruiz, +1 212 555 0100.',
      ),
    ).toBeDefined();
    await screen.findByText('Waiting for calls. Numbers ringing here: 2');

    act(() => socket().receive(RING));
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toContain('Incoming call for Ana Ruiz, +1 212 555 0100');
    expect(startRinging).toHaveBeenCalledTimes(1);
    expect(runtime.callActivity.isActive()).toBe(true);
    expect((numbers as HTMLFieldSetElement).disabled).toBe(true);

    // Keyboard: the Answer button is reachable and pressed with Enter.
    const answer = screen.getByRole('button', { name: 'Answer' });
    answer.focus();
    await user.keyboard('{Enter}');
    expect(stopRinging).toHaveBeenCalled();
    await waitFor(() => expect(socket().sent.at(-1)).toEqual({ type: 'answer', ring_id: 'ring-1', sdp: 'v=0 offer' }));
    expect(peer.addTrack).toHaveBeenCalled();
    act(() => socket().receive({ type: 'accepted', ring_id: 'ring-1', sdp: 'v=0 answer' }));
    await waitFor(() => expect(peer.setRemoteDescription).toHaveBeenCalledWith({ type: 'answer', sdp: 'v=0 answer' }));
    act(() => socket().receive({ type: 'connected', ring_id: 'ring-1' }));
    expect(screen.getByRole('status').textContent).toContain('On a call for Ana Ruiz');

    await user.click(screen.getByRole('button', { name: 'Hang up' }));
    expect(socket().sent.at(-1)).toEqual({ type: 'hangup', ring_id: 'ring-1' });
    act(() => socket().receive({ type: 'ended', ring_id: 'ring-1', reason: 'completed' }));
    expect(screen.getByRole('status').textContent).toContain('Call ended.');
    expect(track.stop).toHaveBeenCalled();
    expect(peer.close).toHaveBeenCalled();
    expect(runtime.callActivity.isActive()).toBe(false);
    expect(screen.queryByRole('button', { name: 'Hang up' })).toBeNull();
  });

  it('declines, reports a missed call, and declines when the microphone is refused, saying why', async () => {
    const user = userEvent.setup();
    const { socket, stopRinging } = setUp({ microphone: false });
    await openLine(socket);
    act(() => socket().receive(RING));
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(socket().sent.at(-1)).toEqual({ type: 'decline', ring_id: 'ring-1' });
    expect(stopRinging).toHaveBeenCalled();
    act(() => socket().receive({ type: 'ended', ring_id: 'ring-1', reason: 'declined' }));
    expect(screen.getByRole('status').textContent).toContain('Call declined.');

    act(() => socket().receive({ ...RING, ring_id: 'ring-2' }));
    act(() => socket().receive({ type: 'ended', ring_id: 'ring-2', reason: 'no-answer' }));
    expect(screen.getByRole('status').textContent).toContain('Missed call: nobody answered in time.');

    act(() => socket().receive({ ...RING, ring_id: 'ring-3', client_name: null }));
    expect(screen.getByRole('status').textContent).toContain('Incoming call to +1 212 555 0100');
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    await waitFor(() => expect(socket().sent.at(-1)).toEqual({ type: 'decline', ring_id: 'ring-3' }));
    expect(screen.getByRole('status').textContent).toContain('The microphone could not be opened');
  });

  it('speaks Japanese', async () => {
    const { socket } = setUp({ locale: 'ja' });
    await waitFor(() => expect(socket()).toBeDefined());
    act(() => socket().open());
    act(() => socket().receive({ type: 'registered', available: AVAILABLE, routed: ['12125550100'] }));
    expect(await screen.findByRole('heading', { name: 'デモ用電話' })).toBeDefined();
    expect(screen.getByRole('group', { name: 'ここで着信する番号' })).toBeDefined();
    expect(
      screen.getByText('次の番号への発信は、デモ用ペルソナではなくここで着信します：Ana Ruiz、+1 212 555 0100。'),
    ).toBeDefined();
    act(() => socket().receive(RING));
    expect(screen.getByRole('status').textContent).toContain('Ana Ruiz（+1 212 555 0100）への着信');
    expect(screen.getByRole('button', { name: '応答' })).toBeDefined();
    expect(screen.getByRole('button', { name: '拒否' })).toBeDefined();
  });

  it('explains a refused line and reconnects on request', async () => {
    const user = userEvent.setup();
    const { socket, sockets } = setUp();
    await openLine(socket);
    act(() => socket().end(4404));
    await screen.findByText("This organization's numbers cannot ring here.");
    await user.click(screen.getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(sockets).toHaveLength(2));
    act(() => socket().end(1006));
    await screen.findByText('The phone line was lost.');
  });
});

describe('the /dev/phone route', () => {
  it('is Not Found where the server has no simulated phone network', async () => {
    const backend = createFakeBackend({
      'POST /api/user/updateUserTimeZone': { body: { timeOffSet: 0, timezone: 'UTC' } },
      'GET /api/user/auth/': { body: ADMIN_SESSION },
      'GET /api/user/settings': { body: ALL_ON_SETTINGS },
    });
    const { runtime } = createTestRuntime({ backend, at: '/dev/phone' });
    runtime.config = { ...runtime.config, voice: { provider: 'twilio', devPhone: false } };
    renderApp(runtime);
    expect(await screen.findByText('Sorry, but the page you were trying to view does not exist.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Demo phone' })).toBeNull();
    runtime.dispose();
  });
});
