import {
  CONSENT_TAG_NAME,
  consentDeclineReasonSchema,
  patientDetailsInputSchema,
  patientPhoneNumberSchema,
  patientScheduleSchema,
} from '@carecall/api-client';
import { describe, expect, it } from 'vitest';
import { isValidTimeZone } from '../patients/isValidTimeZone.ts';
import { buildDemoClients } from './demoClients.ts';

describe('buildDemoClients', () => {
  const clients = buildDemoClients();

  it('is the same on every call', () => {
    expect(buildDemoClients()).toEqual(clients);
  });

  it('fills both organizations with about sixty clients, unique within each', () => {
    expect(clients.length).toBeGreaterThanOrEqual(55);
    for (const organization of ['Demo Care', 'Demo Care North'] as const) {
      const own = clients.filter((client) => client.organization === organization);
      expect(own.length).toBeGreaterThanOrEqual(15);
      const keys = own.map((client) => `${client.firstName} ${client.lastName} ${client.birthDate}`.toLowerCase());
      expect(new Set(keys).size).toBe(own.length);
    }
    expect(new Set(clients.map((client) => client.externalId)).size).toBe(clients.length);
  });

  it('covers every consent state and every decline reason, demo and regular clients', () => {
    expect(clients.some((client) => client.consent === null)).toBe(true);
    expect(clients.some((client) => client.consent?.params === 'accepted')).toBe(true);
    const reasons = new Set(clients.map((client) => client.consent?.description).filter(Boolean));
    expect([...reasons].sort()).toEqual([...consentDeclineReasonSchema.options].sort());
    expect(clients.every((client) => client.consent === null || client.consent.name === CONSENT_TAG_NAME)).toBe(true);
    expect(clients.some((client) => client.isDemo)).toBe(true);
    expect(clients.some((client) => !client.isDemo)).toBe(true);
  });

  it('spreads schedules over several time zones and phones over several countries', () => {
    const zones = new Set(clients.flatMap((client) => client.schedule.map((slot) => slot.timezone)));
    for (const zone of ['America/New_York', 'America/Los_Angeles', 'America/Chicago', 'Asia/Jerusalem', 'Asia/Tokyo'])
      expect(zones).toContain(zone);
    const countryCodes = new Set(clients.flatMap((client) => client.phones.map((phone) => phone.countryCode)));
    expect(countryCodes.size).toBeGreaterThanOrEqual(4);
    expect(clients.some((client) => client.phones.some((phone) => phone.label === 'home'))).toBe(true);
  });

  it('only holds what the contract accepts', () => {
    for (const client of clients) {
      const details = patientDetailsInputSchema.safeParse({
        first_name: client.firstName,
        last_name: client.lastName,
        external_id: client.externalId,
        birth_date: client.birthDate,
        gender: client.gender,
        language: client.language,
        email: client.email,
        city: client.city,
        state: client.state,
        start_date: client.startDate,
        end_date: client.endDate,
      });
      expect(details.error?.issues ?? [], client.externalId).toEqual([]);
      for (const phone of client.phones)
        expect(patientPhoneNumberSchema.safeParse(`${phone.countryCode}-${phone.number}`).success).toBe(true);
      expect(client.phones.filter((phone) => phone.isDefault)).toHaveLength(1);
      const schedule = client.schedule.map((slot) => ({
        day_of_week: slot.dayOfWeek,
        time: slot.time,
        timezone: slot.timezone,
      }));
      expect(patientScheduleSchema.safeParse(schedule).success).toBe(true);
      expect(client.schedule.every((slot) => isValidTimeZone(slot.timezone))).toBe(true);
      if (client.isDemo) expect(client.startDate).toBeNull();
    }
  });
});
