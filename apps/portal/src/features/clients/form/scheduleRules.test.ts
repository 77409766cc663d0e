import { describe, expect, it } from 'vitest';
import type { ScheduleFormValue } from './clientFormValues.ts';
import {
  addSchedule,
  getDefaultScheduleZone,
  getScheduleEndTime,
  SCHEDULE_START_TIMES,
  validateSchedules,
} from './scheduleRules.ts';

describe('schedule rules', () => {
  it('adds at 09:00 on the first unused day', () => {
    const result = addSchedule([{ day_of_week: 1, time: '10:00', timezone: 'UTC' }], 'America/Chicago');
    expect(result).toEqual({
      ok: true,
      schedules: [
        { day_of_week: 1, time: '10:00', timezone: 'UTC' },
        { day_of_week: 2, time: '09:00', timezone: 'America/Chicago' },
      ],
    });
  });

  it('refuses an eighth schedule', () => {
    const full: ScheduleFormValue[] = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
      day_of_week: day,
      time: '09:00',
      timezone: 'UTC',
    }));
    expect(addSchedule(full, 'UTC')).toEqual({ ok: false, message: 'choose all possible days' });
  });

  it('flags a second schedule on the same day', () => {
    const errors = validateSchedules([
      { day_of_week: 3, time: '09:00', timezone: 'UTC' },
      { day_of_week: 3, time: '11:00', timezone: 'UTC' },
    ]);
    expect(errors).toEqual({ 1: 'Please choose one schedule per day' });
  });

  it('offers half-hour starts and shows the end two hours later', () => {
    expect(SCHEDULE_START_TIMES).toHaveLength(48);
    expect(SCHEDULE_START_TIMES[0]).toBe('00:00');
    expect(SCHEDULE_START_TIMES.at(-1)).toBe('23:30');
    expect(getScheduleEndTime('09:30')).toBe('11:30');
    expect(getScheduleEndTime('23:00')).toBe('01:00');
  });

  it('starts new schedules in the organization zone when offered, else the first offered', () => {
    expect(getDefaultScheduleZone('Asia/Jerusalem')).toBe('Asia/Jerusalem');
    expect(getDefaultScheduleZone('UTC')).toBe('America/New_York');
    expect(getDefaultScheduleZone(null)).toBe('America/New_York');
  });
});
