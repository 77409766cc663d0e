import { ApiError, LiftConferenceChannel } from '@carecall/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createFakeLiftServer } from '../testing/createFakeLiftServer.ts';
import { FakeVoiceDevice } from '../voice/FakeVoiceDevice.ts';
import {
  createLiveCallController,
  LEG_END_GRACE_MS,
  type LiveCallDependencies,
  type StartLiveCallInput,
} from './createLiveCallController.ts';

const input: StartLiveCallInput = {
  patientId: 5,
  organizationId: 1,
  questionnaireId: 9,
  phoneNumber: '1-2025550123',
  phoneNumberId: 3,
  batchId: null,
  isDryRun: false,
  medium: 'voip',
  mode: 'regular',
};

const feedback = {
  id: 1,
  title: 'Slower',
  text: 'Please speak slower',
  language: 'en',
  is_active: true,
  portal_display: true,
};

function setUp(overrides: Partial<LiveCallDependencies> = {}) {
  const device = new FakeVoiceDevice();
  const server = createFakeLiftServer();
  const timers: { callback: () => void; ms: number }[] = [];
  let clock = 1_000;
  const loadCall = vi.fn<LiveCallDependencies['loadCall']>(async () => ({
    callId: 77,
    actionButtons: [],
    feedbackButtons: [feedback, { ...feedback, id: 2, portal_display: false }],
  }));
  const controller = createLiveCallController({
    loadCall,
    getDevice: async () => device,
    openChannel: (callId, organizationId, listener) =>
      new LiftConferenceChannel({
        url: 'ws://portal.test/lift_conference/',
        getToken: async () => 'socket-token',
        callId,
        organizationId,
        listener,
        createSocket: server.createSocket,
      }),
    now: () => clock,
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
    clearTimeout: () => {},
    ...overrides,
  });
  const statuses: string[] = [];
  controller.subscribe(() => {
    const status = controller.getState().status;
    if (statuses.at(-1) !== status) statuses.push(status);
  });
  return {
    controller,
    device,
    server,
    timers,
    loadCall,
    statuses,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

const flush = async () => {
  for (let index = 0; index < 5; index += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('createLiveCallController', () => {
  it('goes no-call → pending → ringing → in-call, connecting the leg with the exact params and the socket with the call', async () => {
    const { controller, device, server, statuses, advance } = setUp();
    const started = controller.start(input);
    expect(controller.getState().status).toBe('pending');
    await started;
    await flush();
    expect(controller.getState()).toMatchObject({ status: 'ringing', callId: 77, feedbackButtons: [feedback] });
    expect(device.lastCall?.params).toEqual({
      callId: '77',
      patient_id: '5',
      organization_id: '1',
      questionnaire_id: '9',
      to_number: '1-2025550123',
      batch_id: '',
      is_dry_run: 'false',
    });
    server.last.accept();
    expect(server.last.sent[0]).toEqual({ action: 'connect', call_id: 77, organization_id: 1 });
    device.lastCall?.ring();
    expect(controller.getState().status).toBe('ringing');
    advance(500);
    device.lastCall?.accept();
    expect(controller.getState()).toMatchObject({ status: 'in-call', activeSince: 1_500 });
    expect(statuses).toEqual(['pending', 'ringing', 'in-call']);
  });

  it('applies the socket updates, and Leave Call becomes possible only after the answered action', async () => {
    const { controller, device, server } = setUp();
    await controller.start(input);
    await flush();
    server.last.accept();
    device.lastCall?.accept();
    server.last.push({ type: 'update_action_buttons', data: [{ action: 'answered', text: 'Answered' }] });
    server.last.push({ type: 'update_active_language', data: 'es-US' });
    server.last.push({ type: 'update_alternative', data: { questionnaireId: 12 } });
    server.last.push({ type: 'update_feedback_buttons', data: [{ ...feedback, id: 4, is_active: false }] });
    expect(controller.getState()).toMatchObject({
      actionButtons: [{ action: 'answered', text: 'Answered' }],
      activeLanguage: 'es-US',
      alternativeQuestionnaireId: 12,
      feedbackButtons: [],
    });
    controller.leave();
    expect(server.last.sentData()).toEqual([]);
    controller.navigate('answered');
    controller.feedback(1);
    controller.alternative();
    expect(controller.getState().answered).toBe(true);
    controller.leave();
    expect(server.last.sentData()).toEqual(['navigate:answered', 'feedback:1', 'alternative:alternative', 'leave']);
    expect(device.lastCall?.status()).toBe('closed');
    expect(controller.getState().status).toBe('in-call');
    server.last.push({ type: 'ack', data: 'leave' });
    expect(controller.getState()).toMatchObject({
      status: 'no-call',
      callId: null,
      endedCallId: 77,
      actionButtons: [],
    });
  });

  it('remembers a hangup pressed while ringing, asks the operator to wait, and fires it once the call is active', async () => {
    const { controller, device, server } = setUp();
    await controller.start(input);
    await flush();
    controller.hangup();
    expect(controller.getState()).toMatchObject({ status: 'ringing', hangupPending: true, notice: 'too-early' });
    expect(device.lastCall?.status()).not.toBe('closed');
    device.lastCall?.accept();
    // The leg ended as soon as it opened; the socket is not open yet, so the hangup still waits for it.
    expect(device.lastCall?.status()).toBe('closed');
    expect(server.last.sentData()).toEqual([]);
    server.last.accept();
    expect(server.last.sentData()).toEqual(['hangup']);
    expect(controller.getState().hangupPending).toBe(false);
    server.last.end(1000);
    await flush();
    // An ordinary close is retried; the grace period after the leg ended closes the socket for good.
    expect(controller.getState().status).toBe('in-call');
  });

  it('returns to no-call only when both the leg and the socket are closed, closing the socket shortly after the leg', async () => {
    const { controller, device, server, timers } = setUp();
    await controller.start(input);
    await flush();
    server.last.accept();
    device.lastCall?.accept();
    controller.hangup();
    expect(server.last.sentData()).toEqual(['hangup']);
    expect(controller.getState().status).toBe('in-call');
    expect(timers.map((timer) => timer.ms)).toEqual([LEG_END_GRACE_MS]);
    timers[0]?.callback();
    expect(controller.getState()).toMatchObject({ status: 'no-call', endedCallId: 77, activeSince: null });
  });

  it('refuses actions before the call is active with the wait notice', async () => {
    const { controller, server } = setUp();
    await controller.start(input);
    await flush();
    server.last.accept();
    controller.navigate('next');
    expect(controller.getState().notice).toBe('too-early');
    expect(server.last.sentData()).toEqual([]);
  });

  it('goes back to no-call with the right notice when the call cannot start', async () => {
    const unavailable = setUp({
      loadCall: async () => {
        throw new ApiError('busy', { code: 'CALLEE_NOT_AVAILABLE', status: 409 });
      },
    });
    await unavailable.controller.start(input);
    expect(unavailable.controller.getState()).toMatchObject({ status: 'no-call', notice: 'callee-unavailable' });
    expect(unavailable.statuses).toEqual(['pending', 'no-call']);

    const failing = setUp({
      loadCall: async () => {
        throw new ApiError('boom', { code: 'INTERNAL', status: 500 });
      },
    });
    await failing.controller.start(input);
    expect(failing.controller.getState()).toMatchObject({ status: 'no-call', notice: 'load-failed' });
    expect(failing.server.sockets).toEqual([]);
  });

  it('treats a voice error as the leg disconnecting, and a refused socket as the end of the call', async () => {
    const { controller, device, server } = setUp();
    await controller.start(input);
    await flush();
    server.last.accept();
    device.lastCall?.accept();
    device.lastCall?.fail({ code: 31005, message: 'Connection error' });
    expect(controller.getState().notice).toBe('voice-error');
    server.last.end(4404, 'No such call');
    expect(controller.getState()).toMatchObject({ status: 'no-call', endedCallId: 77 });
  });

  it('makes the call active when the socket opens when the operator uses their own phone', async () => {
    const { controller, device, server } = setUp();
    await controller.start({ ...input, medium: 'phone' });
    await flush();
    expect(device.calls).toEqual([]);
    expect(controller.getState().status).toBe('ringing');
    server.last.accept();
    expect(controller.getState().status).toBe('in-call');
  });

  it('loads no call when the voice device cannot be created', async () => {
    const { controller, loadCall } = setUp({
      getDevice: async () => {
        throw new Error('The voice SDK could not load');
      },
    });
    await controller.start(input);
    expect(controller.getState()).toMatchObject({ status: 'no-call', notice: 'voice-unavailable' });
    expect(loadCall).not.toHaveBeenCalled();
  });

  it('ignores a second start while a call runs', async () => {
    const { controller, loadCall } = setUp();
    await controller.start(input);
    await controller.start(input);
    expect(loadCall).toHaveBeenCalledTimes(1);
  });

  it('says the connection was lost when the socket is refused mid-call, but not when the server ends the call', async () => {
    const refused = setUp();
    await refused.controller.start(input);
    await flush();
    refused.server.last.accept();
    refused.device.lastCall?.accept();
    refused.server.last.end(4404, 'No such call');
    expect(refused.controller.getState()).toMatchObject({ status: 'no-call', notice: 'channel-lost' });

    const ended = setUp();
    await ended.controller.start({ ...input, isDryRun: true });
    await flush();
    ended.server.last.accept();
    ended.device.lastCall?.accept();
    ended.server.last.end(4410, 'call ended: questionnaire-finished');
    // The leg is ended with it, and the ended call is named with whether it was a rehearsal.
    expect(ended.device.lastCall?.status()).toBe('closed');
    expect(ended.controller.getState()).toMatchObject({
      status: 'no-call',
      notice: null,
      endedCallId: 77,
      isDryRun: true,
    });
  });

  it('rejoins a live call with its own id and buttons, without loading a new one', async () => {
    const { controller, device, server, loadCall, statuses } = setUp();
    await controller.rejoin({
      callId: 41,
      patientId: 5,
      organizationId: 1,
      questionnaireId: null,
      phoneNumber: null,
      batchId: 'b-1',
      isDryRun: false,
      actionButtons: [{ action: 'answered', text: 'Answered' }],
      feedbackButtons: [feedback, { ...feedback, id: 2, is_active: false }],
    });
    await flush();
    expect(loadCall).not.toHaveBeenCalled();
    expect(device.lastCall?.params).toEqual({
      callId: '41',
      patient_id: '5',
      organization_id: '1',
      questionnaire_id: '',
      to_number: '',
      batch_id: 'b-1',
      is_dry_run: 'false',
    });
    server.last.accept();
    expect(server.last.sent[0]).toEqual({ action: 'connect', call_id: 41, organization_id: 1 });
    device.lastCall?.accept();
    expect(controller.getState()).toMatchObject({
      status: 'in-call',
      callId: 41,
      actionButtons: [{ action: 'answered', text: 'Answered' }],
      feedbackButtons: [feedback],
    });
    expect(statuses).toEqual(['pending', 'ringing', 'in-call']);
    // A second rejoin or start while it runs changes nothing.
    await controller.start(input);
    expect(loadCall).not.toHaveBeenCalled();
  });
});
