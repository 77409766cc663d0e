import { LiftConferenceChannel } from '@carecall/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'primereact/button';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../../test/createTestI18n.ts';
import { registerLiveCallTexts } from '../registerLiveCallTexts.ts';
import { createLiveCallController } from '../state/createLiveCallController.ts';
import { createFakeLiftServer } from '../testing/createFakeLiftServer.ts';
import { FakeVoiceDevice } from '../voice/FakeVoiceDevice.ts';
import { CallTimer } from './CallTimer.tsx';
import { LiveCallControls } from './LiveCallControls.tsx';
import '../liveCall.css';

/**
 * A whole call on the fake voice device and a fake live socket: the device rings after a second and is accepted after
 * three; the socket opens at once and offers an `answered` action and a feedback sentence, and acknowledges a leave.
 */
function LiveCallSession({ locale }: { locale: 'en' | 'ja' }) {
  const [i18n] = useState(() => {
    const instance = createTestI18n(locale);
    registerLiveCallTexts(instance);
    return instance;
  });
  const [setup] = useState(() => {
    const server = createFakeLiftServer();
    const device = new FakeVoiceDevice({ script: { ringAfterMs: 1000, acceptAfterMs: 3000 } });
    const controller = createLiveCallController({
      loadCall: async () => ({ callId: 77, actionButtons: [], feedbackButtons: [] }),
      getDevice: async () => device,
      openChannel: (callId, organizationId, listener) =>
        new LiftConferenceChannel({
          url: 'ws://storybook/lift_conference/',
          getToken: async () => 'story',
          callId,
          organizationId,
          listener: {
            ...listener,
            onStatus(status, detail) {
              listener.onStatus?.(status, detail);
              if (status !== 'connecting') return;
              setTimeout(() => {
                const socket = server.last;
                const send = socket.send.bind(socket);
                socket.send = (data: string) => {
                  send(data);
                  if (JSON.parse(data).data === 'leave') socket.push({ type: 'ack', data: 'leave' });
                  if (JSON.parse(data).data === 'hangup') {
                    socket.push({ type: 'ack', data: 'hangup' });
                    socket.end(4410, 'hung up');
                  }
                };
                socket.accept();
                socket.push({ type: 'update_action_buttons', data: [{ action: 'answered', text: 'Answered' }] });
                socket.push({
                  type: 'update_feedback_buttons',
                  data: [
                    {
                      id: 1,
                      title: 'Slower',
                      text: 'Please speak slower',
                      language: 'en-US',
                      is_active: true,
                      portal_display: true,
                    },
                  ],
                });
              }, 0);
            },
          },
          createSocket: server.createSocket,
        }),
      now: () => Date.now(),
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    });
    return { controller };
  });
  const { controller } = setup;
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  useEffect(() => () => controller.dispose(), [controller]);
  return (
    <I18nextProvider i18n={i18n}>
      <div className="cc-live-call">
        <CallTimer status={state.status} activeSince={state.activeSince} />
        <LiveCallControls state={state} controller={controller} />
        <Button
          type="button"
          label={i18n.t('call', { ns: 'liveCall' })}
          disabled={state.status !== 'no-call'}
          onClick={() =>
            void controller.start({
              patientId: 5,
              organizationId: 1,
              questionnaireId: 9,
              phoneNumber: '1-2025550123',
              phoneNumberId: 3,
              batchId: null,
              isDryRun: false,
              medium: 'voip',
              mode: 'regular',
            })
          }
        />
      </div>
    </I18nextProvider>
  );
}

const meta: Meta<typeof LiveCallSession> = {
  title: 'Portal/Live call session',
  component: LiveCallSession,
  args: { locale: 'en' },
};
export default meta;

type Story = StoryObj<typeof LiveCallSession>;

/** Press Call: Ringing, then Active call after three seconds; Answered turns Hangup into Leave Call. */
export const English: Story = {};

/** The same call in Japanese. */
export const Japanese: Story = { args: { locale: 'ja' } };
