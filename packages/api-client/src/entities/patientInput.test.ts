import { describe, expect, it } from 'vitest';
import { patientInputSchema } from './patientInput.ts';

function issuesOf(input: unknown): [string, string][] {
  const result = patientInputSchema.safeParse(input);
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

const valid = {
  patientDetails: {
    first_name: 'Ruth',
    last_name: 'Cohen',
    external_id: 'EXT-0012',
    birth_date: '1944-05-17',
    gender: 'female',
    city: 'Haifa',
    email: 'ruth.cohen@example.test',
  },
  patientPhones: [{ phone_number: '972-501234567', label: 'mobile', is_default: true }],
  patientSchedule: [{ day_of_week: 2, time: '09:00', timezone: 'Asia/Jerusalem' }],
};

describe('patientInputSchema (client creation)', () => {
  it('accepts a filled-in form, with update nulls', () => {
    expect(issuesOf(valid)).toEqual([]);
    expect(issuesOf({ ...valid, patientDetails: { ...valid.patientDetails, email: null, city: null } })).toEqual([]);
  });

  it('takes cleared optional choices, e-mail and dates as null', () => {
    const cleared = { email: '', gender: '', language: '', start_date: '', end_date: '' };
    const result = patientInputSchema.parse({ ...valid, patientDetails: { ...valid.patientDetails, ...cleared } });
    expect(result.patientDetails).toMatchObject({
      email: null,
      gender: null,
      language: null,
      start_date: null,
      end_date: null,
    });
  });

  it('names each invalid field with the form message', () => {
    expect(
      issuesOf({
        patientDetails: {
          first_name: 'R',
          last_name: '',
          external_id: ' ',
          birth_date: '05-17-1944',
          gender: 'other',
          email: 'ruth@',
          city: 'H'.repeat(66),
          state: 'S'.repeat(66),
        },
      }),
    ).toEqual([
      ['patientDetails.first_name', 'Minimum 2 letters required'],
      ['patientDetails.last_name', 'Field is required'],
      ['patientDetails.external_id', 'Field is required'],
      ['patientDetails.birth_date', 'Invalid birth date'],
      ['patientDetails.gender', 'Please choose one of the dropdown options'],
      ['patientDetails.email', 'Invalid e-mail'],
      ['patientDetails.city', 'Maximum 65 symbols allowed'],
      ['patientDetails.state', 'Maximum 65 symbols allowed'],
    ]);
  });

  it.each([
    ['1900-12-31', 'a year not above 1900'],
    ['3000-01-01', 'a year beyond the current one'],
    ['1950-02-30', 'a day that does not exist'],
  ])('rejects the birth date %s (%s)', (birth_date) => {
    expect(issuesOf({ ...valid, patientDetails: { ...valid.patientDetails, birth_date } })).toEqual([
      ['patientDetails.birth_date', 'Invalid birth date'],
    ]);
  });

  it('checks phones, the removal marker and one schedule per day', () => {
    expect(
      issuesOf({
        ...valid,
        patientPhones: [
          { phone_number: '+972 50', label: 'mobile' },
          { id: 3, phone_number: 'null', label: 'home' },
        ],
        patientSchedule: [
          { day_of_week: 2, time: '09:00', timezone: 'UTC' },
          { day_of_week: 2, time: '10:15', timezone: 'UTC' },
        ],
      }),
    ).toEqual([
      ['patientPhones.0.phone_number', 'Invalid phone'],
      ['patientSchedule.1.time', 'Please choose one of the dropdown options'],
      ['patientSchedule.1.day_of_week', 'Please choose one schedule per day'],
    ]);
  });
});
