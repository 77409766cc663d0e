import type { Patient } from '@carecall/api-client';
import { AlertDialog, ErrorState, LoadingState } from '@carecall/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { usePortalRuntime } from '../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../app/usePortalStore.ts';
import { usePortalToast } from '../../app/usePortalToast.ts';
import { HOME_PATH } from '../auth/authPaths.ts';
import { useSchedulerCallScreen } from '../scheduler/useSchedulerCallScreen.ts';
import { liveCallQueryKeys } from './api/liveCallQueryKeys.ts';
import { useCallQuestionnairesQuery } from './api/useCallQuestionnairesQuery.ts';
import { useLastCallQuery } from './api/useLastCallQuery.ts';
import { AudioDevicePicker } from './components/AudioDevicePicker.tsx';
import { CallAlert } from './components/CallAlert.tsx';
import { CallTimer } from './components/CallTimer.tsx';
import { EndedCallQuestionnaire } from './components/EndedCallQuestionnaire.tsx';
import { LiveCallControls } from './components/LiveCallControls.tsx';
import { type PhoneChoice, PhonePanel } from './components/PhonePanel.tsx';
import { parseCallScreenQuery, trimSchedulerQuery } from './helpers/parseCallScreenQuery.ts';
import { registerLiveCallTexts } from './registerLiveCallTexts.ts';
import type { LiveCallNotice } from './state/createLiveCallController.ts';
import { useLiveCallEnvironment } from './state/useBrowserLiveCallEnvironment.ts';
import { useLeaveWarning } from './state/useLeaveWarning.ts';
import { useLiveCall } from './state/useLiveCall.ts';
import { useMicrophoneCheck } from './state/useMicrophoneCheck.ts';
import './liveCall.css';

/** Props of {@link LiveCallScreen}. */
export interface LiveCallScreenProps {
  patient: Patient;
}

const NOTICE_KEYS: Record<Exclude<LiveCallNotice, 'callee-unavailable' | 'load-failed'>, string> = {
  'too-early': 'tooEarly',
  'voice-unavailable': 'voiceUnavailable',
  'voice-error': 'voiceError',
  'channel-lost': 'channelLost',
};

/**
 * The new call screen (`/client/{id}/confLift`): choose a questionnaire and a number, call from the computer or the
 * operator's phone (or a dry run), then steer the bot with the session's action and feedback buttons, hang up or leave
 * the bot with the client. The scheduler's query preselects the questionnaire, the batch and a semi-bot call. A live
 * call keeps the session from timing out and asks before the page is left.
 */
export function LiveCallScreen({ patient }: LiveCallScreenProps) {
  const runtime = usePortalRuntime();
  registerLiveCallTexts(runtime.i18n);
  const { t } = useTranslation('liveCall');
  const toast = usePortalToast();
  const headingId = useId();
  const search = useSearch();
  const [query] = useState(() => parseCallScreenQuery(search));
  const organizationId = usePortalStore((state) => state.selectedOrganizationId);
  const environment = useLiveCallEnvironment();
  const { controller, state } = useLiveCall(environment);
  const questionnaires = useCallQuestionnairesQuery(patient.patientDetails.language);
  const lastCall = useLastCallQuery(patient.patientId);
  const queryClient = useQueryClient();
  const [questionnaireCallId, setQuestionnaireCallId] = useState<number | null>(null);
  // A call whose questionnaire was closed: only then does the scheduler offer the next client.
  const [finishedCallId, setFinishedCallId] = useState<number | null>(null);
  const [questionnaireId, setQuestionnaireId] = useState<number | null>(null);
  const mediaDevices =
    environment.mediaDevices === undefined
      ? typeof navigator !== 'undefined'
        ? (navigator.mediaDevices ?? null)
        : null
      : environment.mediaDevices;
  const microphone = useMicrophoneCheck(
    mediaDevices,
    environment.hasWebRtc ?? typeof globalThis.RTCPeerConnection === 'function',
  );
  const [microphoneAcknowledged, setMicrophoneAcknowledged] = useState(false);
  const live = state.status !== 'no-call';
  useLeaveWarning(live, t('leaveWarning'));
  const scheduler = useSchedulerCallScreen({
    patientId: patient.patientId,
    fromScheduler: query.fromScheduler,
    live,
    endedCallId: finishedCallId,
  });
  const [schedulerUnavailable, setSchedulerUnavailable] = useState(false);

  // The scheduler's questionnaire is chosen once the offered list is known (only if it is offered).
  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || !questionnaires.data) return;
    preselected.current = true;
    if (query.questionnaireId !== null && questionnaires.data.some((item) => item.id === query.questionnaireId))
      setQuestionnaireId(query.questionnaireId);
  }, [questionnaires.data, query.questionnaireId]);

  // A scheduler call, once ringing, keeps only type and source in its address.
  useEffect(() => {
    if (state.status !== 'ringing' || !query.fromScheduler) return;
    const trimmed = trimSchedulerQuery(window.location.search);
    if (trimmed !== window.location.search)
      runtime.navigate(`${window.location.pathname}${trimmed}`, { replace: true });
  }, [state.status, query.fromScheduler, runtime]);

  // An ended call resets the questionnaire choice and opens the call's questionnaire (a rehearsal has none).
  useEffect(() => {
    if (state.endedCallId === null) return;
    setQuestionnaireId(null);
    if (!state.isDryRun) setQuestionnaireCallId(state.endedCallId);
  }, [state.endedCallId, state.isDryRun]);

  // The server owns the call: what it says of the client's last call is read again whenever a call starts or ends.
  const previousStatus = useRef(state.status);
  useEffect(() => {
    const changed = previousStatus.current !== state.status;
    previousStatus.current = state.status;
    if (changed && (state.status === 'ringing' || state.status === 'no-call'))
      void queryClient.invalidateQueries({ queryKey: liveCallQueryKeys.lastCall(patient.patientId) });
  }, [state.status, queryClient, patient.patientId]);

  useEffect(() => {
    if (state.notice !== 'load-failed') return;
    toast.error(t('loadFailed'));
    controller.dismissNotice();
  }, [state.notice, toast, t, controller]);

  async function startCall(choice: PhoneChoice): Promise<void> {
    if (questionnaireId === null || organizationId === null) return;
    // A call reserved by the scheduler is claimed first: one that went to another agent is not placed.
    if (!choice.isDryRun && (await scheduler.claim()) === 'unavailable') {
      setSchedulerUnavailable(true);
      return;
    }
    void controller.start({
      patientId: patient.patientId,
      organizationId,
      questionnaireId,
      phoneNumber: choice.phoneNumber,
      phoneNumberId: choice.phoneNumberId,
      batchId: query.batchId,
      isDryRun: choice.isDryRun,
      medium: choice.medium,
      mode: query.mode,
    });
  }

  // The client's last call still live (placed elsewhere, or lost by a refresh) keeps the call buttons disabled.
  const lastCallLive = !live && lastCall.data?.live === true;
  const rejoinable = lastCallLive && lastCall.data?.is_own === true && lastCall.data.product === 'lift';
  const canCall = questionnaireId !== null && state.status === 'no-call' && !lastCallLive;

  function rejoin(): void {
    const call = lastCall.data;
    if (!call || organizationId === null) return;
    void controller.rejoin({
      callId: call.call_id,
      patientId: patient.patientId,
      organizationId,
      questionnaireId: call.questionnaire_id,
      phoneNumber: call.patient_phone,
      batchId: call.batch_id,
      isDryRun: call.is_dry_run,
      actionButtons: call.feedback_manager?.action_buttons ?? [],
      feedbackButtons: call.feedback_manager?.feedback_buttons ?? [],
    });
  }
  const inlineNotice =
    state.notice && state.notice in NOTICE_KEYS ? NOTICE_KEYS[state.notice as keyof typeof NOTICE_KEYS] : null;

  return (
    <section className="cc-live-call" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('heading')}</h2>
      <CallAlert severity="info">{t('nextQuestionInfo')}</CallAlert>
      {microphone === 'unsupported' ? <CallAlert severity="error">{t('unsupportedBrowser')}</CallAlert> : null}

      <div className="cc-live-call__layout">
        <div className="cc-live-call__main">
          <div className="cc-live-call__field">
            <label htmlFor={`${headingId}-questionnaire`}>{t('questionnaire')}</label>
            {questionnaires.isPending ? (
              <LoadingState label={t('loadingQuestionnaires')} />
            ) : questionnaires.isError ? (
              <ErrorState message={t('questionnairesFailed')} />
            ) : (
              <select
                id={`${headingId}-questionnaire`}
                value={questionnaireId ?? ''}
                disabled={live}
                onChange={(event) => setQuestionnaireId(event.target.value ? Number(event.target.value) : null)}
              >
                <option value="">{t('chooseQuestionnaire')}</option>
                {questionnaires.data.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </select>
            )}
            {questionnaires.data?.length === 0 ? <p className="cc-live-call__hint">{t('noQuestionnaires')}</p> : null}
          </div>

          {rejoinable ? (
            <div className="cc-live-call__notice">
              <CallAlert severity="info">{t('rejoinInfo')}</CallAlert>
              <Button type="button" label={t('rejoin')} icon="pi pi-phone" onClick={rejoin} />
            </div>
          ) : null}

          <CallTimer status={state.status} activeSince={state.activeSince} />

          <div aria-live="polite" className="cc-live-call__notices">
            {inlineNotice ? (
              <div className="cc-live-call__notice">
                <CallAlert severity="warn">{t(inlineNotice)}</CallAlert>
                <Button type="button" label={t('dismiss')} text onClick={() => controller.dismissNotice()} />
              </div>
            ) : null}
            {state.endedCallId !== null ? (
              <p>
                {t('callEnded')}{' '}
                <a
                  href={`/client/${patient.patientId}/call/${state.endedCallId}`}
                  onClick={(event) => {
                    event.preventDefault();
                    runtime.navigate(`/client/${patient.patientId}/call/${state.endedCallId}`);
                  }}
                >
                  {t('openCall')}
                </a>
              </p>
            ) : null}
          </div>

          <LiveCallControls state={state} controller={controller} />
        </div>

        <aside className="cc-live-call__side">
          <PhonePanel
            phones={patient.patientPhones}
            canCall={canCall}
            disabledReason={
              lastCallLive ? t('lastCallActive') : !live && questionnaireId === null ? t('callDisabledHint') : null
            }
            onCall={(choice) => void startCall(choice)}
          />
          <AudioDevicePicker
            mediaDevices={mediaDevices}
            onInputChange={(deviceId) => {
              void environment
                .getDevice()
                .then((device) => device.setInputDevice(deviceId))
                .catch(() => {});
            }}
            onOutputChange={(deviceId) => {
              void environment
                .getDevice()
                .then((device) => device.setOutputDevice(deviceId))
                .catch(() => {});
            }}
          />
        </aside>
      </div>

      {questionnaireCallId !== null ? (
        <EndedCallQuestionnaire
          patientId={patient.patientId}
          callId={questionnaireCallId}
          onClose={() => {
            setFinishedCallId(questionnaireCallId);
            setQuestionnaireCallId(null);
          }}
        />
      ) : null}
      <AlertDialog
        visible={state.notice === 'callee-unavailable' || schedulerUnavailable}
        header={t('calleeUnavailableHeader')}
        message={t('calleeUnavailable')}
        acknowledgeLabel={t('ok')}
        severity="warning"
        onAcknowledge={() => {
          controller.dismissNotice();
          setSchedulerUnavailable(false);
          runtime.navigate(HOME_PATH);
        }}
      />
      <AlertDialog
        visible={microphone === 'no-microphone' && !microphoneAcknowledged}
        header={t('noMicrophoneHeader')}
        message={t('noMicrophone')}
        acknowledgeLabel={t('ok')}
        severity="warning"
        onAcknowledge={() => setMicrophoneAcknowledged(true)}
      />
    </section>
  );
}
