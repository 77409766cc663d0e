import { patientInputSchema } from '@carecall/api-client';
import { describe, expect, it } from 'vitest';
import { buildCreatePayload, buildUpdatePayload } from './buildClientPayload.ts';
import { type ClientFormValues, EMPTY_CLIENT_FORM } from './clientFormValues.ts';

const values: ClientFormValues = {
  ...EMPTY_CLIENT_FORM,
  first_name: ' Mia ',
  last_name: 'Tanaka',
  external_id: 'X-1',
  birth_date: '04-05-1948',
  city: 'Osaka',
  phones: [
    { id: 7, country_code: '81', phone_number: '9012345678', label: 'mobile', removed: true },
    { country_code: ' 1 ', phone_number: ' 2025550100 ', label: 'home', removed: false },
  ],
  schedules: [{ day_of_week: 2, time: '09:00', timezone: 'Asia/Tokyo' }],
};

describe('client payloads', () => {
  it('creation leaves empty values out', () => {
    const payload = buildCreatePayload(values);
    expect(payload.patientDetails).toEqual({
      first_name: 'Mia',
      last_name: 'Tanaka',
      external_id: 'X-1',
      birth_date: '1948-04-05',
      city: 'Osaka',
    });
    expect(payload.patientPhones).toEqual([{ phone_number: '1-2025550100', label: 'home', is_default: false }]);
    expect(patientInputSchema.safeParse(payload).success).toBe(true);
  });

  it('update sends empty values as null and a removed stored phone as the text null', () => {
    const payload = buildUpdatePayload(values);
    expect(payload.patientDetails).toMatchObject({ email: null, state: null, gender: null, start_date: null });
    expect(payload.patientPhones?.[0]).toEqual({ id: 7, phone_number: 'null', label: 'mobile', is_default: false });
    expect(patientInputSchema.safeParse(payload).success).toBe(true);
  });
});
