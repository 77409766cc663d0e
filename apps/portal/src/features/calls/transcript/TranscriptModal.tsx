import {
  type CallListItem,
  isApiError,
  isSuperAdminRole,
  readVersionConflict,
  type TranscriptCategory,
  type TranscriptMessage,
} from '@carecall/api-client';
import { EmptyState, ErrorState, getDialogProps, LoadingState, takePlayback } from '@carecall/ui';
import { Dialog } from 'primereact/dialog';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown from 'react-markdown';
import { DATE_FORMATS } from '../../../app/formatPortalDate.ts';
import { useDateFormatter } from '../../../app/useDateFormatter.ts';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../../app/usePortalStore.ts';
import { usePortalToast } from '../../../app/usePortalToast.ts';
import { useSaveTranscript, useTranscriptCategoriesQuery, useTranscriptQuery } from '../api/useTranscript.ts';
import { registerCallTexts } from '../registerCallTexts.ts';
import { getLineStart } from './findPhrases.ts';
import { rehypeHighlight, safeColor } from './rehypeHighlight.ts';

/** The transcript modal's size. */
const WIDTH = '800px';
const HEIGHT = '600px';

/** Props of {@link TranscriptModal}. */
export interface TranscriptModalProps {
  patientId: number;
  call: Pick<CallListItem, 'id' | 'temp_download_link' | 'was_recorded'>;
  onClose: () => void;
  /**
   * Plays the call from a moment, in seconds, when the page already has a player for it (the call page's timeline);
   * without it the modal plays the recording itself.
   */
  onPlayFrom?: (seconds: number) => void;
}

/**
 * The transcript of a call in an 800×600 modal: the date, the caller's name (super admins only), the PATIENT and
 * CALLER colours, and category buttons that highlight their phrases. Lines are markdown (raw HTML is shown as text,
 * never run); an empty line reads '(Empty Message)'. A line with a time plays the recording from there. With
 * `AutomaticCalls.enabled` and `transcription.editing` the lines can be edited, undone step by step and saved with
 * Done; a failed save keeps the edits.
 */
export function TranscriptModal({ patientId, call, onClose, onPlayFrom }: TranscriptModalProps) {
  const runtime = usePortalRuntime();
  registerCallTexts(runtime.i18n);
  const { t } = useTranslation('calls');
  const toast = usePortalToast();
  const formatDate = useDateFormatter();
  const settings = usePortalStore((state) => state.settings);
  const user = usePortalStore((state) => state.user);
  const transcript = useTranscriptQuery(patientId, call.id);
  const categories = useTranscriptCategoriesQuery(patientId, call.id);
  const save = useSaveTranscript(patientId, call.id);
  const [active, setActive] = useState<readonly string[]>([]);
  // While editing: every version of the lines since Edit, the newest last, so Undo steps back one change at a time.
  const [history, setHistory] = useState<TranscriptMessage[][] | null>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState<number | null>(null);
  const canEdit = settings?.['AutomaticCalls.enabled'] === true && settings?.['transcription.editing'] === true;
  const showCaller = user ? isSuperAdminRole(user.role) : false;

  const chosen = useMemo<TranscriptCategory[]>(
    () => (categories.data ?? []).filter((category) => active.includes(category.category)),
    [categories.data, active],
  );
  const plugins = useMemo(
    () => [[rehypeHighlight, { categories: chosen }] as [typeof rehypeHighlight, { categories: TranscriptCategory[] }]],
    [chosen],
  );
  const lines = history?.at(-1) ?? transcript.data?.transcriptionContent ?? [];
  const recording = call.was_recorded ? call.temp_download_link : null;

  useEffect(() => () => audio.current?.pause(), []);

  const playFrom = (seconds: number, index: number) => {
    setPlaying(index);
    if (onPlayFrom) {
      onPlayFrom(seconds);
      return;
    }
    const element = audio.current;
    if (!element) return;
    element.currentTime = seconds;
    void element.play().catch(() => setPlaying(null));
  };

  const edit = (index: number, message: string) => {
    if (!history) return;
    const current = history.at(-1) ?? [];
    setHistory([...history, current.map((line, at) => (at === index ? { ...line, message } : line))]);
  };

  const done = () => {
    if (!history) return;
    const edited = history.at(-1) ?? [];
    if (history.length === 1) {
      setHistory(null);
      return;
    }
    const version = transcript.data?.version;
    if (version === undefined) return;
    save.mutate(
      { lines: edited, version },
      {
        onSuccess: () => {
          setHistory(null);
          toast.success(t('transcript.saved'));
        },
        onError: (error) => {
          // Someone saved the transcript meanwhile: the edits stay on screen, and the stored one is read again so the
          // next Done is based on it.
          if (readVersionConflict(error)) void transcript.refetch();
          toast.error(t('transcript.saveFailed'));
        },
      },
    );
  };

  const header = (
    <div className="cc-transcript__header">
      <h2 className="cc-transcript__title">{t('transcript.title')}</h2>
      <div className="cc-transcript__meta">
        {showCaller && transcript.data?.user_name ? (
          <span>{t('transcript.callWith', { name: transcript.data.user_name })}</span>
        ) : null}
        {transcript.data ? (
          <time dateTime={transcript.data.date}>{formatDate(transcript.data.date, DATE_FORMATS.dateTime)}</time>
        ) : null}
      </div>
    </div>
  );

  const footer =
    canEdit && transcript.data ? (
      <div className="cc-transcript__footer">
        {history ? (
          <>
            <button
              type="button"
              className="p-button p-button-outlined p-button-secondary"
              disabled={history.length <= 1 || save.isPending}
              onClick={() => setHistory(history.slice(0, -1))}
            >
              <i className="pi pi-undo" aria-hidden="true" /> {t('transcript.undo')}
            </button>
            <button type="button" className="p-button" disabled={save.isPending} onClick={done}>
              <i className={save.isPending ? 'pi pi-spin pi-spinner' : 'pi pi-check'} aria-hidden="true" />{' '}
              {t('transcript.done')}
            </button>
          </>
        ) : (
          <button type="button" className="p-button p-button-outlined" onClick={() => setHistory([lines])}>
            <i className="pi pi-pencil" aria-hidden="true" /> {t('transcript.edit')}
          </button>
        )}
      </div>
    ) : null;

  return (
    <Dialog
      visible
      className="cc-dialog cc-transcript"
      header={header}
      footer={footer}
      {...getDialogProps({ width: WIDTH, onCancel: onClose, busy: save.isPending, closeLabel: t('transcript.close') })}
      style={{ width: WIDTH, height: HEIGHT }}
      aria-label={t('transcript.title')}
    >
      <div className="cc-transcript__bar">
        <ul className="cc-transcript__legend">
          <li className="cc-transcript__speaker cc-transcript__speaker--patient">{t('transcript.patient')}</li>
          <li className="cc-transcript__speaker cc-transcript__speaker--caller">{t('transcript.caller')}</li>
        </ul>
        {categories.data && categories.data.length > 0 ? (
          <fieldset className="cc-transcript__categories">
            <legend className="cc-visually-hidden">{t('transcript.categories')}</legend>
            {categories.data.map((category) => {
              const on = active.includes(category.category);
              return (
                <button
                  key={category.category}
                  type="button"
                  className="cc-transcript__category"
                  aria-pressed={on}
                  style={{
                    borderColor: safeColor(category.color),
                    boxShadow: on ? `inset 0 -0.35em 0 ${safeColor(category.color)}` : undefined,
                  }}
                  onClick={() =>
                    setActive(on ? active.filter((name) => name !== category.category) : [...active, category.category])
                  }
                >
                  {category.category}
                </button>
              );
            })}
          </fieldset>
        ) : null}
      </div>
      {recording && !onPlayFrom ? (
        // biome-ignore lint/a11y/useMediaCaption: the transcript shown beside it is the recording's text.
        <audio
          ref={audio}
          src={recording}
          preload="none"
          onPlay={(event) => takePlayback(event.currentTarget)}
          onPause={() => setPlaying(null)}
          onEnded={() => setPlaying(null)}
        />
      ) : null}
      <p className="cc-visually-hidden" aria-live="polite">
        {playing === null ? '' : t('player.playing')}
      </p>
      {transcript.isPending ? (
        <LoadingState label={t('transcript.loading')} rows={6} />
      ) : transcript.isError ? (
        isApiError(transcript.error) && transcript.error.status === 404 ? (
          <EmptyState title={t('transcript.none')} icon="pi pi-file" />
        ) : (
          <ErrorState
            message={t('transcript.loadFailed')}
            retryLabel={t('common:retry')}
            onRetry={() => void transcript.refetch()}
          />
        )
      ) : lines.length === 0 ? (
        <EmptyState title={t('transcript.none')} icon="pi pi-file" />
      ) : (
        <ol className="cc-transcript__lines">
          {lines.map((line, index) => {
            const speaker = line.from === 'PATIENT' ? 'patient' : 'caller';
            const start = recording || onPlayFrom ? getLineStart(line) : null;
            return (
              <li
                key={line.id}
                className={`cc-transcript__line cc-transcript__line--${speaker}${playing === index ? ' cc-transcript__line--playing' : ''}`}
              >
                <span className="cc-visually-hidden">{t(`transcript.${speaker}`)}: </span>
                {history ? (
                  <textarea
                    className="p-inputtextarea p-inputtext cc-transcript__editor"
                    aria-label={t('transcript.lineEditor', { index: index + 1, speaker: t(`transcript.${speaker}`) })}
                    value={line.message}
                    onChange={(event) => edit(index, event.target.value)}
                  />
                ) : (
                  <div className="cc-transcript__message">
                    {line.message.trim() === '' ? (
                      <em>{t('transcript.empty')}</em>
                    ) : (
                      <Markdown rehypePlugins={plugins}>{line.message}</Markdown>
                    )}
                    {start !== null ? (
                      <button
                        type="button"
                        className="cc-transcript__play"
                        aria-label={t('transcript.playFrom', { index: index + 1 })}
                        title={t('transcript.playFrom', { index: index + 1 })}
                        onClick={() => playFrom(start, index)}
                      >
                        <i className="pi pi-play" aria-hidden="true" />
                      </button>
                    ) : null}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Dialog>
  );
}
