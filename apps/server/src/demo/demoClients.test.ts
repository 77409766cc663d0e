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

  it('keeps the same clients, in the same order, with the same seeded values', () => {
    expect(clients.filter((client) => client.organization === 'Demo Care')).toHaveLength(40);
    expect(clients.slice(40).every((client) => client.organization === 'Demo Care North')).toBe(true);
    // Names, ids and values drawn all along the seeded sequence: any change in what is drawn, or in which order, shows.
    const fingerprints = clients.map(
      (client) =>
        `${client.externalId} ${client.firstName} ${client.lastName} ${client.birthDate} ${client.city} ${client.phones[0]?.number} ${client.lastCallHoursAgo} ${client.createdDaysAgo}`,
    );
    expect(fingerprints).toEqual([
      'DC-1001 Margaret Johnson 1952-12-16 Philadelphia 2155550100 381 96',
      'DC-1002 Robert Williams 1955-11-14 Miami 3055550101 475 273',
      'DC-1003 Dorothy Brown 1943-06-22 New York 2125550139 500 247',
      'DC-1004 James Miller 1942-12-19 Houston 7135550103 470 319',
      'DC-1005 Helen Davis 1931-03-14 Minneapolis 6125550104 null 435',
      'DC-1006 William Wilson 1979-01-16 Seattle 2065550105 650 72',
      'DC-1007 Betty Anderson 1946-04-15 Seattle 2065550106 908 143',
      'DC-1008 Richard Taylor 1936-03-23 Denver 3035550107 210 640',
      'DC-1009 Patricia Thomas 1955-07-05 Philadelphia 2155550108 null 475',
      'DC-1010 Charles Moore 1935-10-18 Minneapolis 6125550109 1073 328',
      'DC-1011 Maria Hernandez 1931-11-01 Los Angeles 2135550147 766 652',
      'DC-1012 José López 1950-12-17 Chicago 3125550111 802 664',
      'DC-1013 Carmen Gonzalez 1953-02-27 Philadelphia 2155550112 232 608',
      'DC-1014 Luis Rodriguez 1940-02-07 San Diego 6195550113 null 370',
      'DC-1015 Rosa Perez 1939-10-22 Houston 7135550114 null 210',
      "DC-1016 Ruth Cohen 1934-07-26 Be'er Sheva 540659805 899 248",
      'DC-1017 David Levi 1938-06-12 Tel Aviv 522452836 755 189',
      'DC-1018 Miriam Mizrahi 1952-08-24 Jerusalem 509335755 668 362',
      'DC-1019 Yosef Peretz 1933-10-19 Jerusalem 22577422 129 686',
      'DC-1020 Sarah Friedman 1943-04-20 Jerusalem 586544462 987 535',
      'DC-1021 Hiroshi Tanaka 1948-07-21 Tokyo 9016470686 922 250',
      'DC-1022 Keiko Suzuki 1931-12-03 Sapporo 9060177993 null 665',
      'DC-1023 Takeshi Sato 1975-12-19 Tokyo 368075462 135 654',
      'DC-1024 Yoko Takahashi 1932-05-08 Sapporo 9042495986 1022 516',
      'DC-1025 Giuseppe Rossi 1956-06-14 Rome 3403280431 97 312',
      'DC-1026 Lucia Russo 1955-10-22 Rome 3415292808 443 561',
      'DC-1027 Leilani Kahale 1947-09-23 Honolulu 8085550126 47 113',
      'DC-1028 Kenneth Clark 1955-07-19 Boston 6175550127 162 289',
      'DC-1029 Shirley Lewis 1936-02-02 San Diego 6195550128 751 666',
      'DC-1030 George Walker 1954-08-25 Minneapolis 6125550129 243 96',
      'DC-1031 Virginia Hall 1951-11-06 Miami 3055550130 458 199',
      'DC-1032 Donald Young 1933-03-23 Denver 3035550131 null 170',
      'DC-1033 Evelyn King 1937-07-21 Los Angeles 2135550169 211 328',
      'DC-1034 Frank Wright 1942-10-16 Chicago 3125550133 793 646',
      'DC-1035 Gloria Scott 1934-03-23 Philadelphia 2155550134 134 290',
      'DC-1036 Harold Green 1934-04-23 Seattle 2065550135 86 485',
      'DC-1037 Joan Baker 1953-10-27 Honolulu 8085550136 302 530',
      'DC-1038 Walter Adams 1939-08-23 Miami 3055550137 846 389',
      'DC-1039 Esther Nelson 1940-04-19 Chicago 3125550138 54 591',
      'DC-1040 Arthur Hill 1976-09-09 San Diego 6195550139 null 185',
      'DCN-2001 Eleanor Campbell 1948-01-17 New York 2125550140 282 572',
      'DCN-2002 Raymond Mitchell 1934-01-22 Houston 7135550141 null 692',
      'DCN-2003 Frances Roberts 1956-10-06 Seattle 2065550142 null 389',
      'DCN-2004 Eugene Carter 1941-02-22 Denver 3035550180 166 76',
      'DCN-2005 Lillian Phillips 1939-08-16 Boston 6175550144 606 399',
      'DCN-2006 Ana Ramirez 1946-08-08 San Diego 6195550145 745 155',
      'DCN-2007 Miguel Torres 1950-01-15 Houston 7135550146 449 134',
      'DCN-2008 Rivka Dahan 1941-09-14 Jerusalem 536972385 481 207',
      'DCN-2009 Avraham Katz 1931-11-27 Tel Aviv 528804390 null 350',
      'DCN-2010 Kenji Watanabe 1932-02-03 Tokyo 9020343950 309 178',
      'DCN-2011 Michiko Ito 1950-09-10 Sapporo 9003728124 null 288',
      'DCN-2012 Marco Bianchi 1955-01-14 Milan 0215322579 643 472',
      'DCN-2013 Kalani Akana 1956-04-02 Honolulu 8085550152 624 320',
      'DCN-2014 Mildred Evans 1933-10-07 Minneapolis 6125550153 481 568',
      'DCN-2015 Ralph Turner 1957-06-27 Miami 3055550154 765 319',
      'DCN-2016 Irene Parker 1958-05-05 Los Angeles 2135550192 467 200',
      'DCN-2017 Howard Collins 1984-07-24 Chicago 3125550156 356 157',
      'DCN-2018 Beatrice Edwards 1931-07-25 Philadelphia 2155550157 1008 499',
      'DCN-2019 Stanley Stewart 1957-11-17 Denver 3035550158 183 145',
      'DCN-2020 Margaret Johnson 1953-07-17 Minneapolis 6125550159 957 564',
    ]);
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
