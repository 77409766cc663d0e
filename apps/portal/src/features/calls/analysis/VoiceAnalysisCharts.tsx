import { EmptyState, ErrorState, LoadingState } from '@carecall/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS } from '../../../app/formatPortalDate.ts';
import { useDateFormatter } from '../../../app/useDateFormatter.ts';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../../app/usePortalStore.ts';
import { useCallListQuery } from '../api/useCallListQuery.ts';
import { registerCallTexts } from '../registerCallTexts.ts';
import { readVoiceSeries, VOICE_MEASURES, type VoiceMeasure, type VoicePoint } from './readVoiceSeries.ts';
import '../calls.css';

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 14;

/** Props of {@link VoiceAnalysisCharts}. */
export interface VoiceAnalysisChartsProps {
  patientId: number;
}

interface ChartProps {
  measure: VoiceMeasure;
  points: VoicePoint[];
  threshold: number | null;
}

function MeasureChart({ measure, points, threshold }: ChartProps) {
  const { t } = useTranslation('calls');
  const formatDate = useDateFormatter();
  const series = points.filter((point) => point.values[measure] !== undefined);
  if (series.length === 0) return null;
  const values = series.map((point) => point.values[measure] as number);
  const lines = threshold === null ? values : [...values, threshold];
  const low = Math.min(...lines);
  const high = Math.max(...lines);
  const span = high - low || 1;
  const first = series[0]?.time ?? 0;
  const last = series.at(-1)?.time ?? first;
  const x = (time: number) =>
    PAD + (last === first ? (WIDTH - 2 * PAD) / 2 : ((time - first) / (last - first)) * (WIDTH - 2 * PAD));
  const y = (value: number) => HEIGHT - PAD - ((value - low) / span) * (HEIGHT - 2 * PAD);
  const flagged = series.filter((point) => point.level > 0).length;
  const label = t('analysis.chartLabel', { measure: t(`analysis.measures.${measure}`), count: series.length, flagged });
  const round = (value: number) => (Math.abs(value) >= 10 ? value.toFixed(0) : value.toFixed(2));
  return (
    <figure className="cc-voice-chart">
      <figcaption>
        {t(`analysis.measures.${measure}`)}{' '}
        <span className="cc-voice-chart__range">
          {round(Math.min(...values))} – {round(Math.max(...values))}
        </span>
      </figcaption>
      <svg width={WIDTH} height={HEIGHT} role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`}>
        <title>{label}</title>
        {threshold !== null ? (
          <line className="cc-voice-chart__threshold" x1={PAD} x2={WIDTH - PAD} y1={y(threshold)} y2={y(threshold)}>
            <title>{t('analysis.threshold', { value: threshold })}</title>
          </line>
        ) : null}
        <polyline
          className="cc-voice-chart__line"
          points={series.map((point) => `${x(point.time)},${y(point.values[measure] as number)}`).join(' ')}
        />
        {series.map((point) => (
          <circle
            key={point.callId}
            className={
              point.level > 0 ? `cc-voice-chart__flag cc-voice-chart__flag--${point.level}` : 'cc-voice-chart__point'
            }
            data-call-id={point.callId}
            cx={x(point.time)}
            cy={y(point.values[measure] as number)}
            r={point.level > 0 ? 5 : 3}
          >
            <title>
              {t('analysis.point', {
                date: formatDate(point.time, DATE_FORMATS.dateTime),
                value: round(point.values[measure] as number),
              })}
              {point.level > 0 ? ` · ${t(`analysis.anomaly.${point.level}`)}` : ''}
            </title>
          </circle>
        ))}
      </svg>
    </figure>
  );
}

/**
 * The client's voice over time on the summary: one small chart a measure (the voice score and each measure of the
 * voice), one point an analysed call, the flagged calls marked larger and in the anomaly's colour, and the
 * organization's alert threshold across the voice score when it has one.
 */
export function VoiceAnalysisCharts({ patientId }: VoiceAnalysisChartsProps) {
  const runtime = usePortalRuntime();
  registerCallTexts(runtime.i18n);
  const { t } = useTranslation('calls');
  const threshold = usePortalStore((state) => state.settings?.['callsAnalysis.thresholds.alert'] ?? null);
  const query = useCallListQuery(patientId, {});
  const points = useMemo(() => readVoiceSeries(query.data ?? []), [query.data]);
  return (
    <section className="cc-voice" aria-labelledby="cc-voice-title">
      <h3 id="cc-voice-title">{t('analysis.title')}</h3>
      {query.isPending ? (
        <LoadingState label={t('analysis.loading')} rows={2} />
      ) : query.isError ? (
        <ErrorState
          message={t('panel.loadFailed')}
          retryLabel={t('common:retry')}
          onRetry={() => void query.refetch()}
        />
      ) : points.length === 0 ? (
        <EmptyState title={t('analysis.empty')} message={t('analysis.emptyHint')} icon="pi pi-chart-line" />
      ) : (
        <div className="cc-voice__charts">
          {VOICE_MEASURES.map((measure) => (
            <MeasureChart
              key={measure}
              measure={measure}
              points={points}
              threshold={measure === 'voiceScore' ? threshold : null}
            />
          ))}
        </div>
      )}
    </section>
  );
}
