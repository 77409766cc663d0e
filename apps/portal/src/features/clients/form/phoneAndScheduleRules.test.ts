import { describe, expect, it } from 'vitest';
import { applyPhoneLabel, removePhone } from './applyPhoneLabel.ts';
import type { PhoneFormValue, ScheduleFormValue } from './clientFormValues.ts';
import {
  addSchedule,
  getDefaultScheduleZone,
  getScheduleEndTime,
  SCHEDULE_START_TIMES,
  validateSchedules,
} from './scheduleRules.ts';

const phone = (overrides: Partial<PhoneFormValue>): PhoneFormValue => ({
  country_code: '1',
  phone_number: '',
  label: '',
  removed: false,
  ...overrides,
});

describe('phone counterpart rule', () => {
  it('adds the counterpart label when a filled phone takes home or mobile', () => {
    const next = applyPhoneLabel([phone({ phone_number: '2025550100' })], 0, 'home');
    expect(next.map((item) => item.label)).toEqual(['home', 'mobile']);
    expect(next[1]?.phone_number).toBe('');
  });

  it('does not add the counterpart twice', () => {
    const next = applyPhoneLabel(
      [phone({ phone_number: '1' }), phone({ phone_number: '2', label: 'home' })],
      0,
      'mobile',
    );
    expect(next).toHaveLength(2);
  });

  it('blanks an empty counterpart row when an empty phone takes the label', () => {
    const next = applyPhoneLabel([phone({}), phone({ label: 'mobile' })], 0, 'home');
    expect(next.map((item) => item.label)).toEqual(['home', '']);
  });

  it('marks a stored phone removed and drops a new one', () => {
    expect(removePhone([phone({ id: 4 }), phone({})], 0)[0]?.removed).toBe(true);
    expect(removePhone([phone({ id: 4 }), phone({})], 1)).toHaveLength(1);
  });
});

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
