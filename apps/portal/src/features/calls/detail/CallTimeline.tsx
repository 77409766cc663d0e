import { formatDuration } from '@carecall/ui';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanesState } from './useSpeakerLanes.ts';

/** Seconds a stretch of 94 pixels stands for; a time label stands at each. */
export const TIMELINE_SECONDS_PER_STEP = 15;
export const TIMELINE_PIXELS_PER_STEP = 94;
/** The length the timeline shows before the recording's own is known. */
export const TIMELINE_DEFAULT_SECONDS = 2700;
/** The timeline editor's height. */
export const TIMELINE_HEIGHT = 350;

const LANE_HEIGHT = 80;
const MARKER_ROW = 56;

/** A mark above the lanes: a transcript category at a moment, or a voice-analysis flag. */
export interface TimelineMarker {
  time: number;
  label: string;
  color: string;
  kind: 'category' | 'flag';
}

/** Props of {@link CallTimeline}. */
export interface CallTimelineProps {
  /** The recording's length in seconds; the default length while unknown. */
  length: number | null;
  position: number;
  playing: boolean;
  onSeek: (seconds: number) => void;
  onToggle: () => void;
  lanes: LanesState;
  markers: readonly TimelineMarker[];
}

const toPixels = (seconds: number) => (seconds / TIMELINE_SECONDS_PER_STEP) * TIMELINE_PIXELS_PER_STEP;
const toSeconds = (pixels: number) => (pixels / TIMELINE_PIXELS_PER_STEP) * TIMELINE_SECONDS_PER_STEP;

/**
 * The call page's timeline editor (350 px high): a time axis labelled every 15 s at 94 px, the client and caller
 * speaker lanes drawn from the stereo recording, markers for transcript categories and voice-analysis flags above
 * them, and a slate at the playing position that is dragged (or moved with the arrow keys, Page Up / Down for 15 s,
 * Home and End) to seek. Below: play / pause, the position and the total time.
 */
export function CallTimeline({ length, position, playing, onSeek, onToggle, lanes, markers }: CallTimelineProps) {
  const { t } = useTranslation('calls');
  const track = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const total = length ?? TIMELINE_DEFAULT_SECONDS;
  const width = Math.ceil(toPixels(total));
  const steps = Math.floor(total / TIMELINE_SECONDS_PER_STEP);
  const clamp = (seconds: number) => Math.min(Math.max(seconds, 0), total);

  const seekAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = track.current?.getBoundingClientRect();
    if (!box) return;
    onSeek(clamp(toSeconds(event.clientX - box.left)));
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: position + 1,
      ArrowUp: position + 1,
      ArrowLeft: position - 1,
      ArrowDown: position - 1,
      PageUp: position + TIMELINE_SECONDS_PER_STEP,
      PageDown: position - TIMELINE_SECONDS_PER_STEP,
      Home: 0,
      End: total,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSeek(clamp(next));
  };

  const lane = (values: readonly number[], bucketSeconds: number, top: number, className: string) =>
    values.map((value, index) => {
      const height = Math.max(1, value * (LANE_HEIGHT - 8));
      return (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: a bucket is its place in time.
          key={index}
          className={className}
          x={toPixels(index * bucketSeconds)}
          y={top + (LANE_HEIGHT - height) / 2}
          width={Math.max(1, toPixels(bucketSeconds) - 1)}
          height={height}
        />
      );
    });

  return (
    <section className="cc-timeline" aria-label={t('timeline.label')}>
      <div className="cc-timeline__frame" style={{ height: TIMELINE_HEIGHT }}>
        <div className="cc-timeline__names" aria-hidden="true">
          <span style={{ top: MARKER_ROW }}>{t('timeline.lanes.client')}</span>
          <span style={{ top: MARKER_ROW + LANE_HEIGHT + 8 }}>{t('timeline.lanes.caller')}</span>
        </div>
        <div className="cc-timeline__scroll">
          {/* The track is the pointer's way to the slate; the slate itself is the keyboard's. */}
          <div
            ref={track}
            role="presentation"
            className="cc-timeline__track"
            style={{ width, height: TIMELINE_HEIGHT - 16 }}
            onPointerDown={(event) => {
              dragging.current = true;
              event.currentTarget.setPointerCapture?.(event.pointerId);
              seekAt(event);
            }}
            onPointerMove={(event) => {
              if (dragging.current) seekAt(event);
            }}
            onPointerUp={() => {
              dragging.current = false;
            }}
          >
            <ul className="cc-timeline__markers" aria-label={t('timeline.markers')}>
              {markers.map((marker, index) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: markers at one time may share a label.
                  key={`${marker.kind}-${marker.time}-${index}`}
                  className={`cc-timeline__marker cc-timeline__marker--${marker.kind}`}
                  style={{ left: toPixels(marker.time), borderColor: marker.color }}
                  title={t(marker.kind === 'category' ? 'timeline.category' : 'timeline.flag', {
                    category: marker.label,
                    flag: marker.label,
                    time: formatDuration(marker.time),
                  })}
                >
                  <i
                    className={marker.kind === 'flag' ? 'pi pi-flag-fill' : 'pi pi-tag'}
                    aria-hidden="true"
                    style={{ color: marker.color }}
                  />
                  <span className="cc-visually-hidden">
                    {t(marker.kind === 'category' ? 'timeline.category' : 'timeline.flag', {
                      category: marker.label,
                      flag: marker.label,
                      time: formatDuration(marker.time),
                    })}
                  </span>
                </li>
              ))}
            </ul>
            <svg
              className="cc-timeline__lanes"
              width={width}
              height={LANE_HEIGHT * 2 + 8}
              style={{ top: MARKER_ROW }}
              aria-hidden="true"
            >
              <line x1={0} x2={width} y1={LANE_HEIGHT / 2} y2={LANE_HEIGHT / 2} className="cc-timeline__axis-line" />
              <line
                x1={0}
                x2={width}
                y1={LANE_HEIGHT * 1.5 + 8}
                y2={LANE_HEIGHT * 1.5 + 8}
                className="cc-timeline__axis-line"
              />
              {lanes.status === 'ready'
                ? lane(lanes.lanes.client, lanes.lanes.bucketSeconds, 0, 'cc-timeline__client')
                : null}
              {lanes.status === 'ready'
                ? lane(lanes.lanes.caller, lanes.lanes.bucketSeconds, LANE_HEIGHT + 8, 'cc-timeline__caller')
                : null}
            </svg>
            <ol className="cc-timeline__axis" aria-hidden="true" style={{ top: MARKER_ROW + LANE_HEIGHT * 2 + 24 }}>
              {Array.from({ length: steps + 1 }, (_, step) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a label is its step on the axis.
                <li key={step} style={{ left: step * TIMELINE_PIXELS_PER_STEP }}>
                  {formatDuration(step * TIMELINE_SECONDS_PER_STEP)}
                </li>
              ))}
            </ol>
            <div
              className="cc-timeline__slate"
              role="slider"
              tabIndex={0}
              aria-label={t('timeline.slate')}
              aria-valuemin={0}
              aria-valuemax={Math.round(total)}
              aria-valuenow={Math.round(position)}
              aria-valuetext={`${formatDuration(position)} / ${formatDuration(total)}`}
              style={{ left: toPixels(position) }}
              onKeyDown={onKey}
            />
          </div>
        </div>
      </div>
      <p className="cc-timeline__state" aria-live="polite">
        {lanes.status === 'drawing' ? t('timeline.drawing') : lanes.status === 'failed' ? t('timeline.drawFailed') : ''}
      </p>
      <div className="cc-timeline__controls">
        <button
          type="button"
          className="p-button p-button-rounded"
          onClick={onToggle}
          aria-label={playing ? t('timeline.pause') : t('timeline.play')}
        >
          <i className={playing ? 'pi pi-pause' : 'pi pi-play'} aria-hidden="true" />
        </button>
        <span className="cc-timeline__time">
          {formatDuration(position)} / {formatDuration(total)}
        </span>
        <span>{t('timeline.total', { time: formatDuration(total) })}</span>
      </div>
    </section>
  );
}
