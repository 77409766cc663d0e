import { type ReactEventHandler, useEffect, useId, useRef, useState } from 'react';
import { releasePlayback, takePlayback } from './exclusivePlayback.ts';
import { formatDuration } from './formatDuration.ts';

/** What an {@link AudioPlayer} says, in the user's language. */
export interface AudioPlayerLabels {
  play: string;
  pause: string;
  /** Announced while playing. */
  playing: string;
  /** Announced when paused after playing. */
  paused: string;
  /** The position slider's name. */
  position: string;
}

/** Props of {@link AudioPlayer}. */
export interface AudioPlayerProps {
  src: string;
  /** The player's accessible name, e.g. "Recording of call 12". */
  label: string;
  labels: AudioPlayerLabels;
  /** The length to show before the recording's own is known, in seconds. */
  duration?: number;
  /** Called when the source cannot be loaded or played (an expired link, say), so the caller can fetch a new one. */
  onError?: () => void;
}

type PlayerState = 'not_started' | 'playing' | 'paused';

/**
 * A compact recording player for tables and timelines: play / pause, a position slider operable by keyboard and the
 * time as `MM:SS` of the length. Only one player plays at a time on the page: starting one pauses any other. Its
 * state is announced politely to screen readers.
 */
export function AudioPlayer({ src, label, labels, duration, onError }: AudioPlayerProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<PlayerState>('not_started');
  const [position, setPosition] = useState(0);
  const [length, setLength] = useState(duration ?? 0);
  const sliderId = useId();

  useEffect(() => {
    const element = audio.current;
    return () => {
      if (element) releasePlayback(element);
    };
  }, []);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) {
      element.play().catch((error: unknown) => {
        setState(element.paused ? 'paused' : 'playing');
        // A source the browser cannot play is an expired link; an interrupted start (another player took over) is not.
        if (error instanceof DOMException && error.name === 'NotSupportedError') onError?.();
      });
    } else element.pause();
  };
  const onPlay: ReactEventHandler<HTMLAudioElement> = (event) => {
    takePlayback(event.currentTarget);
    setState('playing');
  };
  const onPause: ReactEventHandler<HTMLAudioElement> = (event) => {
    releasePlayback(event.currentTarget);
    setState('paused');
  };
  const onLoaded: ReactEventHandler<HTMLAudioElement> = (event) => {
    if (Number.isFinite(event.currentTarget.duration)) setLength(event.currentTarget.duration);
  };
  const announce = state === 'playing' ? labels.playing : state === 'paused' ? labels.paused : '';

  return (
    <fieldset className={`cc-audio-player cc-audio-player--${state}`} aria-label={label}>
      {/* biome-ignore lint/a11y/useMediaCaption: a call recording has no caption track; its transcript is shown beside it. */}
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={onPlay}
        onPause={onPause}
        onEnded={(event) => {
          releasePlayback(event.currentTarget);
          setState('paused');
        }}
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
        onLoadedMetadata={onLoaded}
        onDurationChange={onLoaded}
        onError={() => onError?.()}
      />
      <button
        type="button"
        className="cc-audio-player__toggle"
        onClick={toggle}
        aria-label={state === 'playing' ? labels.pause : labels.play}
      >
        <i className={state === 'playing' ? 'pi pi-pause' : 'pi pi-play'} aria-hidden="true" />
      </button>
      <label className="cc-visually-hidden" htmlFor={sliderId}>
        {labels.position}
      </label>
      <input
        id={sliderId}
        className="cc-audio-player__slider"
        type="range"
        min={0}
        max={Math.max(length, 0)}
        step={1}
        value={Math.min(position, length)}
        aria-valuetext={`${formatDuration(position)} / ${formatDuration(length)}`}
        onChange={(event) => {
          const element = audio.current;
          const next = Number(event.currentTarget.value);
          if (element) element.currentTime = next;
          setPosition(next);
        }}
      />
      <span className="cc-audio-player__time">
        {formatDuration(position)} / {formatDuration(length)}
      </span>
      <span className="cc-visually-hidden" aria-live="polite">
        {announce}
      </span>
    </fieldset>
  );
}
