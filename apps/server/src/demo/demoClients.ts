import {
  CONSENT_TAG_NAME,
  type ConsentDeclineReason,
  consentDeclineReasonSchema,
  type DaysFrequency,
  type Gender,
  type PatientLanguage,
  type PhoneLabel,
} from '@carecall/api-client';
import { createSeededRandom, pickInteger, pickOne, type SeededRandom } from './createSeededRandom.ts';

/** Where a demo client lives: the country, its time zone and dialling code, and some of its places. */
interface DemoRegion {
  country: string;
  timezone: string;
  countryCode: string;
  /** City, state (null where addresses have none), zip code, area code. */
  places: readonly [
    readonly [string, string | null, string, string],
    ...(readonly [string, string | null, string, string])[],
  ];
  streets: readonly [string, ...string[]];
  clinics: readonly [string, ...string[]];
}

/** What every US region shares: its country and its dialling code. */
const USA = { country: 'USA', countryCode: '1' } as const;

const REGIONS = {
  newYork: {
    ...USA,
    timezone: 'America/New_York',
    places: [
      ['New York', 'NY', '10027', '212'],
      ['Boston', 'MA', '02118', '617'],
      ['Philadelphia', 'PA', '19103', '215'],
      ['Miami', 'FL', '33125', '305'],
    ],
    streets: ['Maple Avenue', 'Washington Street', 'Park Place', 'Oak Street'],
    clinics: ['Riverside Family Clinic', 'Harbor View Senior Care'],
  },
  chicago: {
    ...USA,
    timezone: 'America/Chicago',
    places: [
      ['Chicago', 'IL', '60614', '312'],
      ['Houston', 'TX', '77004', '713'],
      ['Minneapolis', 'MN', '55406', '612'],
    ],
    streets: ['Lake Shore Drive', 'Prairie Avenue', 'Elm Street'],
    clinics: ['Lakeview Primary Care', 'Prairie Health Partners'],
  },
  losAngeles: {
    ...USA,
    timezone: 'America/Los_Angeles',
    places: [
      ['Los Angeles', 'CA', '90026', '213'],
      ['San Diego', 'CA', '92104', '619'],
      ['Seattle', 'WA', '98122', '206'],
    ],
    streets: ['Sunset Boulevard', 'Pine Street', 'Ocean Avenue'],
    clinics: ['Pacific Coast Medical Group', 'Evergreen Senior Clinic'],
  },
  denver: {
    ...USA,
    timezone: 'America/Denver',
    places: [['Denver', 'CO', '80205', '303']],
    streets: ['Colfax Avenue', 'Aspen Way'],
    clinics: ['Front Range Family Medicine'],
  },
  honolulu: {
    ...USA,
    timezone: 'Pacific/Honolulu',
    places: [['Honolulu', 'HI', '96816', '808']],
    streets: ['Kapahulu Avenue', 'Waialae Avenue'],
    clinics: ['Island Kupuna Care'],
  },
  israel: {
    country: 'Israel',
    timezone: 'Asia/Jerusalem',
    countryCode: '972',
    places: [
      ['Tel Aviv', null, '6100000', '3'],
      ['Haifa', null, '3100000', '4'],
      ['Jerusalem', null, '9100000', '2'],
      ["Be'er Sheva", null, '8400000', '8'],
    ],
    streets: ['Herzl Street', 'Ben Yehuda Street', 'HaNassi Boulevard'],
    clinics: ['Carmel Community Clinic', 'Maccabi Senior Center'],
  },
  japan: {
    country: 'Japan',
    timezone: 'Asia/Tokyo',
    countryCode: '81',
    places: [
      ['Tokyo', 'Tokyo', '100-0001', '3'],
      ['Osaka', 'Osaka', '530-0001', '6'],
      ['Sapporo', 'Hokkaido', '060-0001', '11'],
    ],
    streets: ['Chuo 2-14-7', 'Sakae 1-3-9', 'Kita 5-8-2'],
    clinics: ['Sakura Home Care', 'Midori Clinic'],
  },
  italy: {
    country: 'Italy',
    timezone: 'Europe/Rome',
    countryCode: '39',
    places: [
      ['Rome', 'Lazio', '00184', '06'],
      ['Milan', 'Lombardy', '20121', '02'],
    ],
    streets: ['Via Nazionale', 'Corso Buenos Aires'],
    clinics: ['Studio Medico San Marco'],
  },
} as const satisfies Record<string, DemoRegion>;

type RegionName = keyof typeof REGIONS;

/** Name, gender, region, call language and, for some, how to say the name. */
type DemoPerson = readonly [string, string, Gender, RegionName, PatientLanguage, string?];

const DEMO_CARE_PEOPLE: readonly DemoPerson[] = [
  ['Margaret', 'Johnson', 'female', 'newYork', 'en-US'],
  ['Robert', 'Williams', 'male', 'newYork', 'en-US'],
  ['Dorothy', 'Brown', 'female', 'newYork', 'en-US'],
  ['James', 'Miller', 'male', 'chicago', 'en-US'],
  ['Helen', 'Davis', 'female', 'chicago', 'en-US'],
  ['William', 'Wilson', 'male', 'losAngeles', 'en-US'],
  ['Betty', 'Anderson', 'female', 'losAngeles', 'en-US'],
  ['Richard', 'Taylor', 'male', 'denver', 'en-US'],
  ['Patricia', 'Thomas', 'female', 'newYork', 'en-US'],
  ['Charles', 'Moore', 'male', 'chicago', 'en-US'],
  ['Maria', 'Hernandez', 'female', 'losAngeles', 'es-US'],
  ['José', 'López', 'male', 'chicago', 'es-US', 'ho-SEH LO-pes'],
  ['Carmen', 'Gonzalez', 'female', 'newYork', 'es-US'],
  ['Luis', 'Rodriguez', 'male', 'losAngeles', 'es-US'],
  ['Rosa', 'Perez', 'female', 'chicago', 'es-US'],
  ['Ruth', 'Cohen', 'female', 'israel', 'en-US'],
  ['David', 'Levi', 'male', 'israel', 'en-US'],
  ['Miriam', 'Mizrahi', 'female', 'israel', 'none'],
  ['Yosef', 'Peretz', 'male', 'israel', 'none', 'YO-sef PEH-rets'],
  ['Sarah', 'Friedman', 'female', 'israel', 'en-US'],
  ['Hiroshi', 'Tanaka', 'male', 'japan', 'none', 'hee-ROH-shee tah-NAH-kah'],
  ['Keiko', 'Suzuki', 'female', 'japan', 'none', 'KAY-koh soo-ZOO-kee'],
  ['Takeshi', 'Sato', 'male', 'japan', 'none'],
  ['Yoko', 'Takahashi', 'female', 'japan', 'en-US'],
  ['Giuseppe', 'Rossi', 'male', 'italy', 'none', 'joo-ZEP-peh ROS-see'],
  ['Lucia', 'Russo', 'female', 'italy', 'en-US'],
  ['Leilani', 'Kahale', 'female', 'honolulu', 'en-US', 'lay-LAH-nee kah-HAH-leh'],
  ['Kenneth', 'Clark', 'male', 'newYork', 'en-US'],
  ['Shirley', 'Lewis', 'female', 'losAngeles', 'en-US'],
  ['George', 'Walker', 'male', 'chicago', 'en-US'],
  ['Virginia', 'Hall', 'female', 'newYork', 'en-US'],
  ['Donald', 'Young', 'male', 'denver', 'en-US'],
  ['Evelyn', 'King', 'female', 'losAngeles', 'en-US'],
  ['Frank', 'Wright', 'male', 'chicago', 'en-US'],
  ['Gloria', 'Scott', 'female', 'newYork', 'en-US'],
  ['Harold', 'Green', 'male', 'losAngeles', 'en-US'],
  ['Joan', 'Baker', 'female', 'honolulu', 'en-US'],
  ['Walter', 'Adams', 'male', 'newYork', 'en-US'],
  ['Esther', 'Nelson', 'female', 'chicago', 'en-US'],
  ['Arthur', 'Hill', 'male', 'losAngeles', 'en-US'],
];

const NORTH_PEOPLE: readonly DemoPerson[] = [
  ['Eleanor', 'Campbell', 'female', 'newYork', 'en-US'],
  ['Raymond', 'Mitchell', 'male', 'chicago', 'en-US'],
  ['Frances', 'Roberts', 'female', 'losAngeles', 'en-US'],
  ['Eugene', 'Carter', 'male', 'denver', 'en-US'],
  ['Lillian', 'Phillips', 'female', 'newYork', 'en-US'],
  ['Ana', 'Ramirez', 'female', 'losAngeles', 'es-US'],
  ['Miguel', 'Torres', 'male', 'chicago', 'es-US'],
  ['Rivka', 'Dahan', 'female', 'israel', 'en-US'],
  ['Avraham', 'Katz', 'male', 'israel', 'none'],
  ['Kenji', 'Watanabe', 'male', 'japan', 'none', 'KEN-jee wah-tah-NAH-beh'],
  ['Michiko', 'Ito', 'female', 'japan', 'none'],
  ['Marco', 'Bianchi', 'male', 'italy', 'en-US'],
  ['Kalani', 'Akana', 'male', 'honolulu', 'en-US'],
  ['Mildred', 'Evans', 'female', 'chicago', 'en-US'],
  ['Ralph', 'Turner', 'male', 'newYork', 'en-US'],
  ['Irene', 'Parker', 'female', 'losAngeles', 'en-US'],
  ['Howard', 'Collins', 'male', 'chicago', 'en-US'],
  ['Beatrice', 'Edwards', 'female', 'newYork', 'en-US'],
  ['Stanley', 'Stewart', 'male', 'denver', 'en-US'],
  // The same name as a Demo Care client: "the same client" is decided per organization.
  ['Margaret', 'Johnson', 'female', 'chicago', 'en-US'],
];

const NOTES = [
  'Hard of hearing: speak slowly and clearly.',
  'Prefers calls after lunch.',
  'Daughter helps with medications; she may answer the phone.',
  'Lives alone; ask about meals.',
  'Uses a walker: let the phone ring longer.',
  'Recently discharged from hospital; follow up on breathing.',
] as const;

/** Diagnoses common among the demo clients, as catalogue codes. */
const COMMON_DIAGNOSES = [
  'I10',
  'E11.9',
  'E78.5',
  'I48.91',
  'J44.9',
  'N18.30',
  'M17.9',
  'F03.90',
  'G30.9',
  'I50.9',
  'E03.9',
  'M81.0',
  'F32.9',
  'H91.90',
  'R26.81',
  'Z91.81',
  'G47.33',
  'K21.9',
  'E66.9',
  'I25.10',
] as const;

const FREQUENCIES: readonly [DaysFrequency | null, ...(DaysFrequency | null)[]] = [1, 1, 1, 14, 21, 28, null];

/** A demo client with everything the client pages show. */
export interface DemoClient {
  organization: 'Demo Care' | 'Demo Care North';
  firstName: string;
  lastName: string;
  externalId: string;
  pronunciation: string | null;
  birthDate: string;
  gender: Gender;
  language: PatientLanguage;
  email: string | null;
  note: string | null;
  clinicName: string;
  city: string;
  state: string | null;
  country: string;
  address: string | null;
  zipCode: string;
  startDate: string | null;
  endDate: string | null;
  isDemo: boolean;
  isCallTranscriptionOn: boolean;
  daysFrequency: DaysFrequency | null;
  phones: { countryCode: string; number: string; label: PhoneLabel; isDefault: boolean }[];
  schedule: { dayOfWeek: number; time: string; timezone: string }[];
  /** The consent tag, or null when consent is missing. */
  consent: {
    name: typeof CONSENT_TAG_NAME;
    params: 'accepted' | 'declined';
    description: ConsentDeclineReason | null;
  } | null;
  /** Catalogue codes in order; inactive ones were removed from the profile. */
  diagnoses: { code: string; active: boolean }[];
  /** How long ago the latest call started, or null for a client never called. */
  lastCallHoursAgo: number | null;
  /** How long ago the client was added. */
  createdDaysAgo: number;
}

const DEMO_SEED = 20_260_301;

function digits(random: SeededRandom, count: number): string {
  let text = '';
  for (let index = 0; index < count; index += 1) text += String(pickInteger(random, 0, 9));
  return text;
}

function buildPhones(random: SeededRandom, region: DemoRegion, areaCode: string, index: number): DemoClient['phones'] {
  const fictional = String(index % 100).padStart(2, '0');
  let mobile: string;
  let home: string;
  if (region.countryCode === '1') {
    // 555-0100 to 555-0199 are the fictional numbers of every US area code.
    mobile = `${areaCode}55501${fictional}`;
    home = `${areaCode}55501${String((index + 37) % 100).padStart(2, '0')}`;
  } else if (region.countryCode === '972') {
    mobile = `5${pickOne(random, ['0', '2', '3', '4', '8'])}${digits(random, 7)}`;
    home = `${areaCode}${digits(random, 7)}`;
  } else if (region.countryCode === '81') {
    mobile = `90${digits(random, 8)}`;
    home = `${areaCode}${digits(random, 10 - areaCode.length - 1)}`;
  } else {
    mobile = `3${digits(random, 9)}`;
    home = `${areaCode}${digits(random, 8)}`;
  }
  const phones: DemoClient['phones'] = [
    { countryCode: region.countryCode, number: mobile, label: 'mobile', isDefault: true },
  ];
  if (random() < 0.55) phones.push({ countryCode: region.countryCode, number: home, label: 'home', isDefault: false });
  if (random() < 0.15) phones.reverse();
  return phones.map((phone, position) => ({ ...phone, isDefault: position === 0 }));
}

function buildSchedule(random: SeededRandom, timezone: string): DemoClient['schedule'] {
  const count = 1 + (random() < 0.5 ? 1 : 0) + (random() < 0.2 ? 1 : 0);
  const days = new Set<number>();
  while (days.size < count) days.add(random() < 0.9 ? pickInteger(random, 2, 6) : pickOne(random, [1, 7]));
  return [...days]
    .sort((a, b) => a - b)
    .map((dayOfWeek) => {
      const halfHours = pickInteger(random, 16, 35);
      const time = `${String(Math.floor(halfHours / 2)).padStart(2, '0')}:${halfHours % 2 === 0 ? '00' : '30'}`;
      return { dayOfWeek, time, timezone };
    });
}

function toEmailName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

function buildConsent(index: number, declinedSoFar: number): DemoClient['consent'] {
  const slot = index % 10;
  if (slot === 6) {
    const reasons = consentDeclineReasonSchema.options;
    const description = reasons[declinedSoFar % reasons.length] ?? 'gave no reason';
    return { name: CONSENT_TAG_NAME, params: 'declined', description };
  }
  if (slot === 7 || slot === 8) return null;
  return { name: CONSENT_TAG_NAME, params: 'accepted', description: null };
}

/**
 * The demo clients of both organizations, built from a fixed seed so every database gets the same people: realistic
 * names, phones of several countries (home and mobile), weekly schedules in their own time zones, every consent state
 * (accepted, declined with each reason, missing), demo and regular clients, diagnoses, external ids and active
 * periods. Pure: the seed step writes them.
 */
export function buildDemoClients(): DemoClient[] {
  const random = createSeededRandom(DEMO_SEED);
  const people = [
    ...DEMO_CARE_PEOPLE.map((person) => ({ person, organization: 'Demo Care' as const })),
    ...NORTH_PEOPLE.map((person) => ({ person, organization: 'Demo Care North' as const })),
  ];
  let declined = 0;
  return people.map(({ person, organization }, index) => {
    const [firstName, lastName, gender, regionName, language, pronunciation] = person;
    const region: DemoRegion = REGIONS[regionName];
    const [city, state, zipCode, areaCode] = pickOne(random, region.places);
    const young = index % 17 === 5;
    const birthDate = `${pickInteger(random, young ? 1972 : 1931, young ? 1990 : 1958)}-${String(pickInteger(random, 1, 12)).padStart(2, '0')}-${String(pickInteger(random, 1, 28)).padStart(2, '0')}`;
    const consent = buildConsent(index, declined);
    if (consent?.params === 'declined') declined += 1;
    const isDemo = index % 15 === 4;
    const diagnosisCount = pickInteger(random, 0, 4);
    const codes = new Set<string>();
    while (codes.size < diagnosisCount) codes.add(pickOne(random, COMMON_DIAGNOSES));
    const diagnoses = [...codes].map((code) => ({ code, active: true }));
    if (index % 5 === 2) {
      const removed = COMMON_DIAGNOSES.find((code) => !codes.has(code));
      if (removed) diagnoses.push({ code: removed, active: false });
    }
    const hasPeriod = !isDemo && index % 4 === 0;
    const periodEnded = !isDemo && index % 9 === 3;
    const startYear = pickInteger(random, 2023, 2025);
    return {
      organization,
      firstName,
      lastName,
      externalId: organization === 'Demo Care' ? `DC-${1001 + index}` : `DCN-${2001 + index - DEMO_CARE_PEOPLE.length}`,
      pronunciation: pronunciation ?? null,
      birthDate,
      gender,
      language,
      email: random() < 0.5 ? `${toEmailName(firstName)}.${toEmailName(lastName)}@example.com` : null,
      note: random() < 0.4 ? pickOne(random, NOTES) : null,
      clinicName: pickOne(random, region.clinics),
      city,
      state,
      country: region.country,
      address: random() < 0.7 ? `${pickInteger(random, 3, 480)} ${pickOne(random, region.streets)}` : null,
      zipCode,
      startDate:
        hasPeriod || periodEnded ? `${startYear}-${String(pickInteger(random, 1, 12)).padStart(2, '0')}-01` : null,
      endDate: periodEnded ? `${startYear + 1}-06-30` : null,
      isDemo,
      isCallTranscriptionOn: index % 3 === 0,
      daysFrequency: pickOne(random, FREQUENCIES),
      phones: buildPhones(random, region, areaCode, index),
      schedule: buildSchedule(random, region.timezone),
      consent,
      diagnoses,
      lastCallHoursAgo: random() < 0.75 ? pickInteger(random, 2, 24 * 45) : null,
      createdDaysAgo: pickInteger(random, 60, 700),
    };
  });
}
