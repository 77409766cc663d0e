import { describe, expect, it } from 'vitest';
import { buildStoredClient } from '../../../test/fixtures.ts';
import { getClientTimeZone } from '../getClientTimeZone.ts';
import { createScheduleCallFormValues, liesAhead, scheduleCallFormSchema, toInstant } from './scheduleCallForm.ts';

describe('the schedule-a-call form', () => {
  it("reads unmade choices with the contract's messages", () => {
    const result = scheduleCallFormSchema.safeParse(createScheduleCallFormValues('Asia/Tokyo'));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      phone_number_id: 'require phone number',
      call_date: 'Please select call date',
      call_time: 'Field is required',
      questionnaire_id: 'Please select questionnaire',
    });
  });

  it('gives the request body of a filled form', () => {
    const values = { phone_number_id: 5, call_date: '2026-12-01', call_time: '09:00', questionnaire_id: 1 };
    expect(scheduleCallFormSchema.parse({ ...values, timezone: 'Asia/Tokyo' })).toEqual({
      ...values,
      timezone: 'Asia/Tokyo',
    });
  });

  it("places the wall-clock time in the client's zone, daylight saving included", () => {
    expect(toInstant({ call_date: '2026-12-01', call_time: '09:00', timezone: 'Asia/Tokyo' })?.toISOString()).toBe(
      '2026-12-01T00:00:00.000Z',
    );
    // New York: EDT (-4) in July, EST (-5) in December.
    expect(
      toInstant({ call_date: '2026-07-01', call_time: '09:00', timezone: 'America/New_York' })?.toISOString(),
    ).toBe('2026-07-01T13:00:00.000Z');
    expect(
      toInstant({ call_date: '2026-12-01', call_time: '09:00', timezone: 'America/New_York' })?.toISOString(),
    ).toBe('2026-12-01T14:00:00.000Z');
    expect(toInstant({ call_date: '2026-12-01', call_time: '', timezone: 'Asia/Tokyo' })).toBeNull();
  });

  it('accepts only a time that lies ahead', () => {
    const now = new Date('2026-11-26T00:00:00.000Z');
    expect(liesAhead({ call_date: '2026-11-26', call_time: '09:01', timezone: 'Asia/Tokyo' }, now)).toBe(true);
    expect(liesAhead({ call_date: '2026-11-26', call_time: '09:00', timezone: 'Asia/Tokyo' }, now)).toBe(false);
  });
});

describe('getClientTimeZone', () => {
  it("takes the zone of the client's schedule, else the user's, else UTC", () => {
    expect(getClientTimeZone(buildStoredClient(), 'America/New_York')).toBe('Asia/Tokyo');
    expect(getClientTimeZone(buildStoredClient({ patientSchedule: [] }), 'America/New_York')).toBe('America/New_York');
    expect(getClientTimeZone(buildStoredClient({ patientSchedule: [] }), 'Mars/Base')).toBe('UTC');
  });
});
