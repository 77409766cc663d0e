import type { SchedulerShift } from '@carecall/api-client';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SHIFT_DAYS, toMinutes } from './shiftForm.ts';

/** Props of {@link ShiftWeekGrid}. */
export interface ShiftWeekGridProps {
  /** Whose week it is, for the picture's name. */
  name: string;
  shifts: readonly SchedulerShift[];
}

const LABEL_WIDTH = 44;
const HOUR_WIDTH = 14;
const ROW_HEIGHT = 16;
const TOP = 14;
const WIDTH = LABEL_WIDTH + 24 * HOUR_WIDTH;
const HEIGHT = TOP + 7 * ROW_HEIGHT;

/**
 * An agent's week drawn as seven rows of 24 hours with their shifts as bars, so coverage reads at a glance. Shifts
 * whose times are not complete yet are left out of the picture. Screen readers get the same week as a sentence per
 * day (the picture's description).
 */
export function ShiftWeekGrid({ name, shifts }: ShiftWeekGridProps) {
  const { t } = useTranslation('scheduler');
  const titleId = useId();
  const descriptionId = useId();
  const drawable = shifts.filter((shift) => toMinutes(shift.end_time) > toMinutes(shift.start_time));
  const summary = SHIFT_DAYS.map((day) => {
    const stretches = drawable
      .filter((shift) => shift.day_of_week === day)
      .map((shift) => `${shift.start_time}–${shift.end_time}`);
    return `${t(`shifts.days.${day}`)}: ${stretches.length > 0 ? stretches.join(', ') : t('shifts.offDay')}`;
  }).join('; ');
  return (
    <svg
      className="cc-shift-grid"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <title id={titleId}>{t('shifts.gridTitle', { name })}</title>
      <desc id={descriptionId}>{summary}</desc>
      {[0, 6, 12, 18, 24].map((hour) => (
        <g key={hour}>
          <line
            className="cc-shift-grid__tick"
            x1={LABEL_WIDTH + hour * HOUR_WIDTH}
            x2={LABEL_WIDTH + hour * HOUR_WIDTH}
            y1={TOP - 2}
            y2={HEIGHT}
          />
          <text
            className="cc-shift-grid__hour"
            x={LABEL_WIDTH + hour * HOUR_WIDTH}
            y={TOP - 4}
            textAnchor={hour === 0 ? 'start' : hour === 24 ? 'end' : 'middle'}
          >
            {String(hour).padStart(2, '0')}
          </text>
        </g>
      ))}
      {SHIFT_DAYS.map((day, row) => (
        <g key={day}>
          <text className="cc-shift-grid__day" x={0} y={TOP + row * ROW_HEIGHT + ROW_HEIGHT * 0.7}>
            {t(`shifts.daysShort.${day}`)}
          </text>
          <rect
            className="cc-shift-grid__row"
            x={LABEL_WIDTH}
            y={TOP + row * ROW_HEIGHT + 2}
            width={24 * HOUR_WIDTH}
            height={ROW_HEIGHT - 4}
          />
          {drawable
            .filter((shift) => shift.day_of_week === day)
            .map((shift) => {
              const start = toMinutes(shift.start_time);
              const end = toMinutes(shift.end_time);
              return (
                <rect
                  key={`${shift.start_time}-${shift.end_time}`}
                  className="cc-shift-grid__shift"
                  x={LABEL_WIDTH + (start / 60) * HOUR_WIDTH}
                  y={TOP + row * ROW_HEIGHT + 2}
                  width={((end - start) / 60) * HOUR_WIDTH}
                  height={ROW_HEIGHT - 4}
                  rx={2}
                />
              );
            })}
        </g>
      ))}
    </svg>
  );
}
