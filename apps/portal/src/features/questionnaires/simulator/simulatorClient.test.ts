import type { Patient } from '@carecall/api-client';
import { assertQuestionnaire } from '@carecall/graph-core';
import { describe, expect, it } from 'vitest';
import { buildEntry } from '../dialogs/dialogTestSetup.tsx';
import {
  DEMO_SIMULATOR_CLIENT,
  getDefaultDynamicChoices,
  getDefaultSimulatorClient,
  getDynamicTypes,
  getParameterKeys,
  toSimulatorContext,
} from './simulatorClient.ts';
import { buildFrame } from './simulatorTestQuestionnaires.ts';

const patient = {
  patientId: 5,
  patientDetails: {
    first_name: 'Rosa',
    last_name: 'Diaz',
    external_id: 'X-5',
    birth_date: '1948-02-29',
    zip_code: '90210',
    clinic_name: 'Lakeside Clinic',
    language: 'es-US',
  },
} as unknown as Patient;

const entries = [
  buildEntry(30, 'Heart failure', { type: 'diagnosis' }),
  buildEntry(31, 'Diabetes', { type: 'diagnosis' }),
  buildEntry(32, 'Asthma', { type: 'diagnosis', archive: true }),
  buildEntry(40, 'Mood', { type: 'personal' }),
  buildEntry(7, 'Weekly check-in'),
];

describe('the Test panel client', () => {
  it("defaults to the open client's name, clinic, birth date, zip code and language", () => {
    expect(getDefaultSimulatorClient(patient, entries)).toEqual({
      parameters: { first_name: 'Rosa', last_name: 'Diaz', clinic_name: 'Lakeside Clinic' },
      birthDate: '1948-02-29',
      zipCode: '90210',
      language: 'es-US',
      dynamic: { diagnosis: 31, personal: 40 },
    });
  });

  it('uses the demo client without an open client', () => {
    expect(getDefaultSimulatorClient(undefined, [])).toEqual(DEMO_SIMULATOR_CLIENT);
  });

  it('chooses the first active questionnaire of each dynamic type by name', () => {
    expect(getDefaultDynamicChoices(entries)).toEqual({ diagnosis: 31, personal: 40 });
    expect(getDefaultDynamicChoices([])).toEqual({});
  });

  it('lists the parameter keys the texts and hot transfers use after the client ones', () => {
    const questionnaire = assertQuestionnaire({
      id: 1,
      questionnaire_name: 'Keys',
      nodes: [
        { v: 'a', value: { say: { message: 'Hi {first_name}, your visit is on {appointment_date}.' } } },
        { v: 'b', value: { hot_transfer: { name: 'nurse', parameter: '{nurse_phone}' } } },
      ],
      edges: [],
    });
    expect(getParameterKeys(questionnaire)).toEqual([
      'first_name',
      'last_name',
      'clinic_name',
      'appointment_date',
      'nurse_phone',
    ]);
    expect(getDynamicTypes(buildFrame())).toEqual(['diagnosis']);
  });

  it("builds the runner's context: blank values left out, hints named in both languages", () => {
    const context = toSimulatorContext(
      {
        parameters: { first_name: 'Rosa', clinic_name: '  ' },
        birthDate: '',
        zipCode: '90210',
        language: 'none',
        dynamic: { diagnosis: 31 },
      },
      {},
      [
        {
          id: 1,
          hint: 'headache',
          group: 'pain',
          groups: 'pain',
          display_name_english: 'Headache',
          display_name_spanish: 'Dolor de cabeza',
        },
      ],
    );
    expect(context).toEqual({
      parameters: { first_name: 'Rosa' },
      questionnaires: {},
      dynamic: { diagnosis: 31 },
      client: { zipCode: '90210' },
      hintNames: { headache: { 'en-US': 'Headache', 'es-US': 'Dolor de cabeza' } },
    });
    expect(toSimulatorContext({ ...DEMO_SIMULATOR_CLIENT, language: 'es-US' }, {}).language).toBe('es-US');
  });
});
