import { isQuestionAnswer, type Patient } from '@carecall/api-client';
import { EmptyState, LoadingState, PageHeader, releasePlayback, takePlayback } from '@carecall/ui';
import dayjs from 'dayjs';
import { TabPanel, TabView } from 'primereact/tabview';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLinkClick } from '../../../app/useLinkClick.ts';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../../app/usePortalStore.ts';
import { useCallQuestionsQuery } from '../api/useCallQuestions.ts';
import { useTranscriptCategoriesQuery } from '../api/useTranscript.ts';
import { getCallBottomLine } from '../getCallBottomLine.ts';
import { registerCallTexts } from '../registerCallTexts.ts';
import { getCategoryMarkers } from '../transcript/findPhrases.ts';
import { CallNotesTab } from './CallNotesTab.tsx';
import { CallTimeline, type TimelineMarker } from './CallTimeline.tsx';
import { QuestionnaireModal } from './QuestionnaireModal.tsx';
import { QuestionnaireTab } from './QuestionnaireTab.tsx';
import { type RecordingTimings, useRecording } from './useRecording.ts';
import { useSpeakerLanes } from './useSpeakerLanes.ts';
import '../calls.css';

// The transcript modal (and the markdown renderer) loads when a transcript is first opened.
const TranscriptModal = lazy(async () => ({
  default: (await import('../transcript/TranscriptModal.tsx')).TranscriptModal,
}));

/** How recent a call must be for its questionnaire to open by itself. */
export const QUESTIONNAIRE_AUTO_OPEN_HOURS = 24;

/** The colour of voice-analysis flags on the timeline, by anomaly level. */
const FLAG_COLORS: Record<number, string> = { 1: '#b45309', 2: '#b91c1c' };

/** Props of {@link CallDetailScreen}. */
export interface CallDetailScreenProps {
  patient: Patient;
  callId: number;
  /** Shortened by tests. */
  timings?: RecordingTimings;
  /** The current time, passed in so the 24-hour rule is stable in tests. */
  now?: () => Date;
}

/**
 * `/client/{id}/call/{callId}`, 'Call editing': the call's recording on a timeline (once the link is there: see
 * {@link useRecording} for the waiting rules and the alerts), the helper tabs the organization turns on
 * (`call.helperComponents`: Call notes, Questionnaire), and the questionnaire, which opens by itself when the call
 * began within the last 24 hours and no post-call question was answered yet (what the bot recorded does not count).
 */
export function CallDetailScreen({ patient, callId, timings, now = () => new Date() }: CallDetailScreenProps) {
  const runtime = usePortalRuntime();
  registerCallTexts(runtime.i18n);
  const { t } = useTranslation('calls');
  const followLink = useLinkClick();
  const settings = usePortalStore((state) => state.settings);
  const helpers = settings?.['call.helperComponents'] ?? ['callNotes'];
  const transcriptsOn = settings?.['call.transcriptionEnabled'] === true;
  const patientId = patient.patientId;
  const { state, expire, refresh, played } = useRecording(patientId, callId, timings);
  const url = state.status === 'ready' ? state.url : null;
  const lanes = useSpeakerLanes(url);
  const call = 'call' in state ? state.call : null;
  const categories = useTranscriptCategoriesQuery(patientId, callId, call !== null && transcriptsOn);
  const questions = useCallQuestionsQuery(patientId, callId);
  const audio = useRef<HTMLAudioElement>(null);
  const [position, setPosition] = useState(0);
  const [length, setLength] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const [questionnaireOpen, setQuestionnaireOpen] = useState(false);
  const [transcriptOpen, setTranscriptOpen] = useState(false);
  const autoOpened = useRef(false);
  const clock = useRef(now);

  useEffect(() => {
    if (autoOpened.current || !call || !questions.data || !helpers.includes('questionnaire')) return;
    autoOpened.current = true;
    const began = call.start_date ?? call.date_created;
    const recent = dayjs(clock.current()).diff(dayjs(began), 'hour', true) < QUESTIONNAIRE_AUTO_OPEN_HOURS;
    if (recent && questions.data.questions.length > 0 && !questions.data.answers.some(isQuestionAnswer))
      setQuestionnaireOpen(true);
  }, [call, questions.data, helpers]);

  useEffect(() => {
    const element = audio.current;
    return () => {
      if (element) {
        element.pause();
        releasePlayback(element);
      }
    };
  }, []);

  const markers = useMemo<TimelineMarker[]>(() => {
    const found: TimelineMarker[] = getCategoryMarkers(categories.data ?? []).map((marker) => ({
      time: marker.time,
      label: marker.category,
      color: marker.color,
      kind: 'category',
    }));
    const analysis = call?.callAnalysisLatest;
    const line = call ? getCallBottomLine(call) : null;
    if (analysis && line?.anomalyKey && (line.anomalyLevel ?? 0) > 0) {
      // The voice analysis judges the whole call: its flag stands at the start, naming the level and what changed.
      const kinds = ((analysis as { anomaly_kinds?: unknown }).anomaly_kinds ?? []) as unknown[];
      const named = kinds
        .filter((kind): kind is string => typeof kind === 'string')
        .map((kind) => kind.replaceAll('_', ' '));
      found.push({
        time: 0,
        label: [t(line.anomalyKey), ...named].join(', '),
        color: FLAG_COLORS[line.anomalyLevel ?? 1] ?? '#b45309',
        kind: 'flag',
      });
    }
    return found;
  }, [categories.data, call, t]);

  const seek = (seconds: number) => {
    setPosition(seconds);
    if (audio.current) audio.current.currentTime = seconds;
  };
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused)
      element.play().catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'NotSupportedError') expire();
      });
    else element.pause();
  };

  let recording: React.ReactNode;
  switch (state.status) {
    case 'loading':
      recording = <LoadingState label={t('detail.loading')} rows={4} />;
      break;
    case 'missing':
      recording = <EmptyState title={t('detail.notFound')} icon="pi pi-question-circle" />;
      break;
    case 'failed':
      recording = <EmptyState title={t('detail.failed')} icon="pi pi-phone" />;
      break;
    case 'notRecorded':
      recording = <RecordingAlert tone="info" icon="pi pi-info-circle" text={t('detail.notRecorded')} />;
      break;
    case 'waitingLink':
      recording = <RecordingAlert tone="info" icon="pi pi-spin pi-spinner" text={t('detail.loadingRecording')} live />;
      break;
    case 'notReady':
      recording = <RecordingAlert tone="error" icon="pi pi-exclamation-circle" text={t('detail.notReady')} />;
      break;
    case 'incomplete':
      recording = <RecordingAlert tone="error" icon="pi pi-exclamation-circle" text={t('detail.incomplete')} />;
      break;
    case 'expired':
      recording = (
        <div className="cc-alert cc-alert--warn" role="status">
          <span>
            <i className="pi pi-clock" aria-hidden="true" /> {t('detail.expired')}
          </span>
          <button type="button" className="p-button p-button-sm" onClick={refresh}>
            {t('detail.refresh')}
          </button>
        </div>
      );
      break;
    case 'ready':
      recording = (
        <>
          {/* biome-ignore lint/a11y/useMediaCaption: the call's transcript is the recording's text. */}
          <audio
            ref={audio}
            key={state.url}
            src={state.url}
            preload="metadata"
            onPlay={(event) => {
              takePlayback(event.currentTarget);
              setPlaying(true);
            }}
            onPlaying={played}
            onPause={(event) => {
              releasePlayback(event.currentTarget);
              setPlaying(false);
            }}
            onEnded={() => setPlaying(false)}
            onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
            onLoadedMetadata={(event) => {
              const seconds = event.currentTarget.duration;
              if (Number.isFinite(seconds)) setLength(seconds);
              if (position > 0) event.currentTarget.currentTime = position;
            }}
            onError={expire}
          />
          <CallTimeline
            length={length ?? (state.call.recording_time > 0 ? state.call.recording_time : null)}
            position={position}
            playing={playing}
            onSeek={seek}
            onToggle={toggle}
            lanes={lanes}
            markers={markers}
          />
          <p className="cc-visually-hidden" aria-live="polite">
            {playing ? t('player.playing') : position > 0 ? t('player.paused') : ''}
          </p>
        </>
      );
      break;
  }

  const tabs = [
    helpers.includes('callNotes') ? (
      <TabPanel key="callNotes" header={t('detail.tabs.callNotes')}>
        <CallNotesTab patientId={patientId} callId={callId} />
      </TabPanel>
    ) : null,
    helpers.includes('questionnaire') ? (
      <TabPanel key="questionnaire" header={t('detail.tabs.questionnaire')}>
        <QuestionnaireTab
          patientId={patientId}
          callId={callId}
          query={questions}
          onEdit={() => setQuestionnaireOpen(true)}
        />
      </TabPanel>
    ) : null,
  ].filter((tab) => tab !== null);

  return (
    <section className="cc-call-detail" aria-label={t('detail.title')}>
      <PageHeader
        title={t('detail.title')}
        level={2}
        actions={
          <>
            {transcriptsOn && call?.call_transcription_status === 'completed' ? (
              <button
                type="button"
                className="p-button p-button-outlined p-button-sm"
                onClick={() => setTranscriptOpen(true)}
              >
                <i className="pi pi-file-edit" aria-hidden="true" /> {t('transcript.title')}
              </button>
            ) : null}
            <a className="p-button p-button-text p-button-sm" href={`/client/${patientId}/calls`} onClick={followLink}>
              <i className="pi pi-arrow-left" aria-hidden="true" /> {t('detail.back')}
            </a>
          </>
        }
      />
      <div className={`cc-call-detail__body${tabs.length === 0 ? ' cc-call-detail__body--single' : ''}`}>
        {tabs.length > 0 ? (
          <aside className="cc-call-detail__helpers" aria-label={t('detail.tabs.label')}>
            <TabView>{tabs}</TabView>
          </aside>
        ) : null}
        <div className="cc-call-detail__recording">{recording}</div>
      </div>
      {questionnaireOpen && questions.data ? (
        <QuestionnaireModal
          patientId={patientId}
          callId={callId}
          questions={questions.data.questions}
          answers={questions.data.answers}
          onClose={() => setQuestionnaireOpen(false)}
        />
      ) : null}
      {transcriptOpen && call ? (
        <Suspense fallback={<LoadingState label={t('transcript.loading')} />}>
          <TranscriptModal
            patientId={patientId}
            call={call}
            onClose={() => setTranscriptOpen(false)}
            onPlayFrom={
              url
                ? (seconds) => {
                    seek(seconds);
                    void audio.current?.play().catch(() => undefined);
                  }
                : undefined
            }
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/**
 * Why the recording is not playing, as one line: information is announced politely (`live` for a wait in progress),
 * errors as alerts.
 */
function RecordingAlert({
  tone,
  icon,
  text,
  live = false,
}: {
  tone: 'info' | 'error';
  icon: string;
  text: string;
  live?: boolean;
}) {
  return (
    <p
      className={`cc-alert cc-alert--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={live ? 'polite' : undefined}
    >
      <i className={icon} aria-hidden="true" /> {text}
    </p>
  );
}
