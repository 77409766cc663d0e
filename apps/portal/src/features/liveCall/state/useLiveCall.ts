import { conferenceGetToken, conferenceLoadCall, LiftConferenceChannel } from '@carecall/api-client';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { createLiveCallController, type LiveCallController } from './createLiveCallController.ts';
import type { LiveCallEnvironment } from './LiveCallEnvironment.ts';

/** The absolute websocket address of a path on the portal's origin (`ws:` or `wss:` like the page). */
export function toWebSocketUrl(path: string, origin: string): string {
  const url = new URL(path, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : url.protocol === 'http:' ? 'ws:' : url.protocol;
  return url.href;
}

/**
 * The live call of the call screen: a {@link createLiveCallController} wired to the conference service (call load,
 * socket token), the live socket and the voice device. It marks the session as on a call while one is live, so the
 * inactivity check leaves the call's polling alone.
 */
export function useLiveCall(environment: LiveCallEnvironment): {
  controller: LiveCallController;
  state: ReturnType<LiveCallController['getState']>;
} {
  const runtime = usePortalRuntime();
  const [controller] = useState(() =>
    createLiveCallController({
      async loadCall(input) {
        const answer = await runtime.api.call(conferenceLoadCall, {
          body: {
            patient_id: input.patientId,
            phone_number: input.phoneNumber,
            phone_number_id: input.phoneNumberId,
            questionnaire: input.questionnaireId,
            organization_id: input.organizationId,
            skip_recording_check: false,
            batch_id: input.batchId,
            is_dry_run: input.isDryRun,
            bot_call_exe_id: null,
          },
        });
        return {
          callId: answer.call_id,
          actionButtons: answer.feedback_manager.action_buttons,
          feedbackButtons: answer.feedback_manager.feedback_buttons,
        };
      },
      getDevice: () => environment.getDevice(),
      openChannel: (callId, organizationId, listener) =>
        new LiftConferenceChannel({
          url: toWebSocketUrl(runtime.config.liftConferenceUrl, window.location.origin),
          getToken: async () => (await runtime.api.call(conferenceGetToken, {})).token,
          callId,
          organizationId,
          listener,
          createSocket: environment.createSocket,
        }),
      now: () => Date.now(),
      setTimeout: environment.setTimeout ?? ((callback, ms) => window.setTimeout(callback, ms)),
      clearTimeout: environment.clearTimeout ?? ((handle) => window.clearTimeout(handle as number)),
      onInvalidMessage: (field) => console.warn(`live call socket: dropped a message (${field})`),
    }),
  );
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  const live = state.status !== 'no-call';

  useEffect(() => {
    runtime.callActivity.setActive(live);
  }, [live, runtime.callActivity]);

  useEffect(
    () => () => {
      controller.dispose();
      runtime.callActivity.setActive(false);
    },
    [controller, runtime.callActivity],
  );

  return { controller, state };
}
