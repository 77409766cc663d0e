import { type Endpoint, getEndpointPath, SUPPORTED_PHONE_COUNTRIES } from '@carecall/api-client';
import { assertQuestionnaire, toSaveBody } from '@carecall/graph-core';
import { fc } from '@fast-check/vitest';
import { asc } from 'drizzle-orm';
import type { Db } from '../src/db/openDatabase.ts';
import {
  callAnalyses,
  calls,
  diagnoses,
  organizations,
  patientPhones,
  patients,
  questionnaireRevisions,
  questionnaires,
  users,
} from '../src/db/schema/index.ts';
import { hostileLeaf, replaceOneLeaf } from './hostileValues.ts';
import { createMp3Bytes, createWavBytes } from './questionnaireFixtures.ts';
import {
  type FieldArbitrary,
  type Hostility,
  type JsonSchema,
  schemaArbitrary,
  toInputJsonSchema,
} from './schemaArbitrary.ts';

/** Real records of the seeded demo data, so generated requests reach past "not found" into the routes' own logic. */
export interface DemoRecords {
  patientIds: number[];
  questionnaireIds: number[];
  revisionIds: number[];
  userIds: number[];
  organizationIds: number[];
  diagnosisIds: number[];
  phoneIds: number[];
  callIds: number[];
  /**
   * Voice analyses with their client, so a request can name an analysis of the client in its path, and the fields
   * only the analyser sets (a correction may repeat them, never change them).
   */
  analyses: { id: number; patientId: number; status: number | null; algorithm: string | null; version: number }[];
  /** Client phone numbers in the forms the contract takes (`1-2025550123`, `+1-2025550123`). */
  phoneNumbers: string[];
  /** Vertex names of the demo questionnaires (`auto_generated_1`). */
  vertexNames: string[];
  /** The graphs of the demo questionnaires as a save sends them, so generated saves get past graph validation. */
  saveGraphs: unknown[];
}

/** Reads the ids a generated request may name, at most `limit` of each kind, lowest first. */
export async function loadDemoRecords(db: Db, limit = 12): Promise<DemoRecords> {
  const ids = async (rows: Promise<{ id: number }[]>) => (await rows).map((row) => row.id);
  const questionnaireRows = await db
    .select({ id: questionnaires.id, document: questionnaires.document })
    .from(questionnaires)
    .orderBy(asc(questionnaires.id))
    .limit(limit);
  const phones = await db
    .select({ id: patientPhones.id, countryCode: patientPhones.countryCode, number: patientPhones.number })
    .from(patientPhones)
    .orderBy(asc(patientPhones.id))
    .limit(limit);
  return {
    patientIds: await ids(db.select({ id: patients.id }).from(patients).orderBy(asc(patients.id)).limit(limit)),
    questionnaireIds: questionnaireRows.map((row) => row.id),
    revisionIds: await ids(
      db
        .select({ id: questionnaireRevisions.id })
        .from(questionnaireRevisions)
        .orderBy(asc(questionnaireRevisions.id))
        .limit(limit),
    ),
    userIds: await ids(db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(limit)),
    organizationIds: await ids(db.select({ id: organizations.id }).from(organizations).orderBy(asc(organizations.id))),
    diagnosisIds: await ids(db.select({ id: diagnoses.id }).from(diagnoses).orderBy(asc(diagnoses.id)).limit(limit)),
    phoneIds: phones.map((phone) => phone.id),
    callIds: await ids(db.select({ id: calls.id }).from(calls).orderBy(asc(calls.id)).limit(limit)),
    analyses: await db
      .select({
        id: callAnalyses.id,
        patientId: callAnalyses.patientId,
        status: callAnalyses.status,
        algorithm: callAnalyses.algorithm,
        version: callAnalyses.version,
      })
      .from(callAnalyses)
      .orderBy(asc(callAnalyses.id))
      .limit(limit),
    phoneNumbers: phones.flatMap((phone) => [
      `${phone.countryCode}-${phone.number}`,
      `+${phone.countryCode}-${phone.number}`,
    ]),
    vertexNames: [...new Set(questionnaireRows.flatMap((row) => row.document.nodes.slice(0, 4).map((node) => node.v)))],
    saveGraphs: questionnaireRows.slice(0, 4).map((row) => toSaveBody(assertQuestionnaire(row.document)).questionnaire),
  };
}

function nonEmpty<T>(values: T[], fallback: T): T[] {
  return values.length > 0 ? values : [fallback];
}

const HALF_HOURS = Array.from(
  { length: 48 },
  (_, index) => `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 === 0 ? '00' : '30'}`,
);

/**
 * Values for fields whose schema says less than the route needs: which demo records an id names, by the contract's
 * naming (`patientId`, `questionnaire_id`, `entity_id`, …: the schema says "an integer", the name says which table
 * it must exist in for the route to go on), real phone numbers, country codes and vertex names, the current version (1 for
 * seeded records), page sizes and limits in range, and the shapes refinements and server rules demand that JSON Schema cannot carry (half-hour times, IANA zones, birth dates in
 * the past), and the demo questionnaires' graphs for a save's `questionnaire`. The schema-derived value is still
 * generated a fifth of the time.
 */
export function createContractFieldArbitrary(records: DemoRecords): FieldArbitrary {
  const pick = (values: (number | string)[]) => fc.constantFrom(...nonEmpty<number | string>(values, 1));
  // Stored client phones, `code-number`, as calling code and national number.
  const storedPhones = records.phoneNumbers
    .filter((number) => !number.startsWith('+'))
    .map((number) => number.split('-'));
  const pools: [RegExp, fc.Arbitrary<unknown>][] = [
    [/^(patient|client)_?id$/i, pick(records.patientIds)],
    [/(questionnaire_?id|shadow_?questionnaire_?id)$/i, pick(records.questionnaireIds)],
    [/revision_?id$/i, pick(records.revisionIds)],
    [/organization_?id$/i, pick(records.organizationIds)],
    [/^(user_?id|interviewer_?id)$/i, pick(records.userIds)],
    [/(entity_?id|diagnosis_?id)$/i, pick(records.diagnosisIds)],
    [/^call_?ids?$/i, pick(records.callIds)],
    [/phone_?(number_)?id$/i, pick(records.phoneIds)],
    [/^phone_number$/, pick(records.phoneNumbers.filter((number) => !number.startsWith('+')))],
    [/^phoneNumber$/, pick(records.phoneNumbers)],
    // A custom number of a call comes as a calling code and the national number read in its country: both from one
    // real phone, so that they belong together.
    [/^patient_country_code$/, pick(storedPhones.map(([countryCode]) => countryCode ?? ''))],
    [/^patient_phone_number$/, pick(storedPhones.map(([, number]) => number ?? ''))],
    // Country codes are read by libphonenumber-js, which a schema-derived string seldom satisfies.
    [/^(patient_)?country_code$/, fc.constantFrom(...SUPPORTED_PHONE_COUNTRIES.map((country) => country.countryCode))],
    [/^vertex$/i, pick(records.vertexNames)],
    [/^analysis_?id$/i, pick(records.analyses.map((analysis) => analysis.id))],
    // What the analyser leaves as it was: the fields it never fills, and the status it set.
    [/^(call_plot|lta_status|ca_status|analysis_url)$/, fc.constant(null)],
    [/^response_status$/, pick(records.analyses.flatMap((analysis) => analysis.status ?? []))],
    [/^(page|page_?size|limit)$/i, fc.integer({ min: 1, max: 60 })],
    // Call list filters: ranges around the demo calls that start before they end, so most reach the query, and
    // durations mostly whole (a fraction of a second compared with a whole-second column once failed in the database).
    [/^startTime$/, instantsBetween('2024-01-01T00:00:00Z', '2026-01-01T00:00:00Z')],
    [/^endTime$/, instantsBetween('2026-01-02T00:00:00Z', '2027-12-31T00:00:00Z')],
    [
      /^minDuration$/,
      fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: 0, max: 900 }) },
        { weight: 1, arbitrary: fc.constantFrom(0.5, 1.5, 59.99, '1.5', '2.0') },
      ),
    ],
    // The scheduler's call languages: those the organization's clients are called in, and near misses.
    [
      /^userLanguage$/,
      fc.constantFrom('en-US', 'es-US', 'en-US,es-US', 'es-US,en-US', '', 'en', 'es', 'en-us', 'en-US,fr-FR', ' en-US'),
    ],
    [/^(call_)?time$/i, fc.constantFrom(...HALF_HOURS)],
    // A scheduled call's day: ahead, within the planner's reach.
    [
      /^call_date$/,
      fc.integer({ min: 1, max: 7 }).map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)),
    ],
    [/^time_?zone$/i, fc.constantFrom('America/New_York', 'Asia/Jerusalem', 'Asia/Tokyo', 'UTC')],
    [
      /^birth_?date$/i,
      fc
        .date({ min: new Date('1925-01-01T00:00:00Z'), max: new Date('2010-12-31T00:00:00Z'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10)),
    ],
    [
      /^id$/,
      pick([...records.patientIds, ...records.questionnaireIds, ...records.phoneIds, ...records.organizationIds]),
    ],
  ];
  const graphs = records.saveGraphs.length > 0 ? fc.constantFrom(...records.saveGraphs) : undefined;
  const versions = fc.constantFrom(1, 1, 1, 2);
  const analysisVersions = records.analyses.map((analysis) => analysis.version);
  const algorithms = records.analyses.flatMap((analysis) => analysis.algorithm ?? []);
  return (name, schema) => {
    if (name === 'questionnaire' && schema.type === 'object') return graphs;
    // An analysis is corrected from the version it has now (its analysis already counted a few).
    if (name === 'record_version' && analysisVersions.length > 0) return fc.constantFrom(...analysisVersions, 1);
    // Records count versions in numbers; an analysis's `version` is the analyser's name for its rule, as text.
    if (/^version$/i.test(name)) {
      const types = [schema.type].flat();
      if (types.includes('integer')) return versions;
      return types.includes('string') && algorithms.length > 0 ? fc.constantFrom(...algorithms) : undefined;
    }
    if (schema.type === 'object' || schema.type === 'array') return undefined;
    return pools.find(([pattern]) => pattern.test(name))?.[1];
  };
}

/** ISO instants between two instants, as a query carries them. */
function instantsBetween(min: string, max: string): fc.Arbitrary<string> {
  return fc.date({ min: new Date(min), max: new Date(max), noInvalidDate: true }).map((date) => date.toISOString());
}

/** One generated request, ready for `inject`. */
export interface FuzzRequest {
  method: Endpoint['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Path segments, already encoded, that no route should trip over. */
const HOSTILE_SEGMENTS = [
  '0',
  '-1',
  '2147483647',
  '2147483648',
  '9007199254740993',
  '9'.repeat(30),
  '9'.repeat(101),
  '1e3',
  '1.5',
  '0x10',
  'abc',
  '%00',
  '1%00',
  '%ED%A0%80',
  '%C0%80',
  '%FF',
  '%2e%2e',
  '%2F',
  '%20',
  '%F0%9F%8C%BB',
  'null',
];

/** Raw query text appended as is: encodings of NUL, broken UTF-8, repeated and empty keys. */
const HOSTILE_QUERY_TAILS = [
  '%00=1',
  'organizationId=%00',
  'search=%ED%A0%80',
  'a=%C0%80',
  '=',
  '&&&',
  'x=%FF%FE',
  '__proto__=1',
  'constructor[prototype][polluted]=1',
];

/**
 * Text as a URL carries it: UTF-8 percent-encoded, and a lone surrogate as the three bytes of its code unit (what a
 * careless client sends; `encodeURIComponent` refuses it).
 */
function encodeComponent(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (character) => {
      const unit = character.charCodeAt(0);
      if (character.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
        return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 63), 0x80 | (unit & 63)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      }
      return encodeURIComponent(character);
    }).join('');
  }
}

/** A value as text in a URL: objects (which may carry a `toString` key) as JSON. */
function toText(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

function toQueryValues(value: unknown): string[] {
  if (value === undefined) return [];
  if (value === null) return [''];
  if (Array.isArray(value)) return value.flatMap((item) => toQueryValues(item));
  return [toText(value)];
}

function toQueryString(query: unknown): string {
  if (typeof query !== 'object' || query === null || Array.isArray(query)) return '';
  return Object.entries(query)
    .flatMap(([key, value]) => toQueryValues(value).map((text) => `${encodeComponent(key)}=${encodeComponent(text)}`))
    .join('&');
}

const BOUNDARY = 'carecall-fuzz-boundary';

/** One multipart part written by hand, so names may hold what FormData would refuse or rewrite. */
function encodePart(name: string, file: { fileName: string; type: string; bytes: Buffer } | string): Buffer {
  const disposition =
    typeof file === 'string'
      ? `form-data; name="${name}"`
      : `form-data; name="${name}"; filename="${file.fileName}"\r\nContent-Type: ${file.type}`;
  const body = typeof file === 'string' ? Buffer.from(file, 'utf8') : file.bytes;
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`, 'utf8'),
    body,
    Buffer.from('\r\n'),
  ]);
}

const fileBytes = fc.oneof(
  fc.constant(createMp3Bytes({ frames: 4 })),
  fc.constant(createWavBytes(20)),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(Buffer.alloc(0)),
);

/**
 * A multipart body from the body schema: a file part for each `format: binary` property, a text part for the rest;
 * with hostility, names and file names with NUL or lone surrogates, bodies cut short, and no boundary at all.
 */
function multipartArbitrary(
  schema: JsonSchema,
  hostility: Hostility,
): fc.Arbitrary<Pick<FuzzRequest, 'headers' | 'payload'>> {
  const properties = Object.entries(schema.properties ?? {});
  const name = (valid: string) =>
    hostility === 'none'
      ? fc.constant(valid)
      : fc.oneof({ weight: 8, arbitrary: fc.constant(valid) }, fc.constantFrom(`${valid}\u0000`, '', '__proto__'));
  const fileName =
    hostility === 'none'
      ? fc.constantFrom('greeting.mp3', 'tone.wav', 'Grüße 🌻.mp3')
      : fc.oneof(
          fc.constantFrom('greeting.mp3', 'tone.wav', 'a\u0000b.mp3', '\ud800.wav', 'x'.repeat(400), '', '../../x.mp3'),
          fc.string({ unit: 'binary', maxLength: 20 }),
        );
  const parts = fc.tuple(
    ...properties.map(([property, propertySchema]) =>
      propertySchema.format === 'binary' || propertySchema.contentEncoding !== undefined
        ? fc
            .record({
              name: name(property),
              fileName,
              type: fc.constantFrom('audio/mpeg', 'audio/wav', 'application/octet-stream', 'text/plain'),
              bytes: fileBytes,
            })
            .map(({ name: partName, ...file }) => encodePart(partName, file))
        : fc
            .record({ name: name(property), value: fc.string({ maxLength: 20 }) })
            .map(({ name: partName, value }) => encodePart(partName, value)),
    ),
  );
  const whole = parts.map((encoded) => ({
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([...encoded, Buffer.from(`--${BOUNDARY}--\r\n`)]),
  }));
  if (hostility === 'none') return whole;
  return fc.oneof(
    { weight: 4, arbitrary: whole },
    {
      weight: 1,
      arbitrary: fc.tuple(whole, fc.nat()).map(([request, cut]) => ({
        ...request,
        payload: request.payload.subarray(0, cut % Math.max(request.payload.length, 1)),
      })),
    },
    {
      weight: 1,
      arbitrary: whole.map((request) => ({ ...request, headers: { 'content-type': 'multipart/form-data' } })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('multipart/form-data; boundary=""', 'multipart/mixed; boundary=x', 'application/json')
        .map((type) => ({ headers: { 'content-type': type }, payload: Buffer.from('--x\r\n\r\n') })),
    },
  );
}

/** A request known to succeed: path params by name and a JSON body. */
export interface ContractExample {
  params: Record<string, number | string>;
  body?: unknown;
}

/** Options of {@link contractRequestArbitrary}. */
export interface ContractRequestOptions {
  records: DemoRecords;
  /** The organization requests act in (`organization-id`), one the signed-in user belongs to. */
  organizationId: number;
  /**
   * Valid requests of the endpoint, for routes whose success needs several values to agree (an analysis of that
   * client at its current version) that independent generation seldom lines up.
   */
  examples?: ContractExample[];
}

/** How a request is made hostile: not at all, in exactly one value, or here and there throughout. */
type RequestHostility = 'none' | 'one' | Exclude<Hostility, 'none'>;

/** Path ids no record can have weigh double: a lookup that forgets the column's range fails on them. */
const hostileSegment = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom('2147483648', '9007199254740993', '9'.repeat(30)) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
);

function requestsAt(
  endpoint: Endpoint,
  hostility: RequestHostility,
  options: ContractRequestOptions,
): fc.Arbitrary<FuzzRequest> {
  const field = createContractFieldArbitrary(options.records);
  const valuesHostility: Hostility = hostility === 'one' ? 'none' : hostility;
  const paramNames = [...endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1] ?? '');
  const paramsSchema: JsonSchema = endpoint.params
    ? toInputJsonSchema(endpoint.params)
    : { type: 'object', properties: {} };
  const independentParams = fc.tuple(
    ...paramNames.map((name) =>
      schemaArbitrary(paramsSchema.properties?.[name] ?? { type: 'integer', minimum: 1 }, {
        hostility: 'none',
        field: (_, schema) => field(name, schema),
      }),
    ),
  );
  // An analysis is found only under its own client: most requests name a real pair, so they reach the route's rules.
  const { analyses } = options.records;
  const params =
    paramNames.includes('patientId') && paramNames.includes('analysisId') && analyses.length > 0
      ? fc.oneof(
          {
            weight: 3,
            arbitrary: fc
              .constantFrom(...analyses)
              .map((analysis) =>
                paramNames.map((name) =>
                  name === 'analysisId' ? analysis.id : name === 'patientId' ? analysis.patientId : 1,
                ),
              ),
          },
          { weight: 1, arbitrary: independentParams },
        )
      : independentParams;
  const query = endpoint.query
    ? schemaArbitrary(toInputJsonSchema(endpoint.query), { hostility: valuesHostility, field })
    : fc.constant(undefined);
  const jsonBody =
    endpoint.body && endpoint.bodyType !== 'multipart'
      ? schemaArbitrary(toInputJsonSchema(endpoint.body), { hostility: valuesHostility, field })
      : fc.constant(undefined);
  // One hostile leaf in an otherwise valid request: whatever it reaches, nothing else stops the request first.
  const values = fc
    .tuple(params, query, jsonBody, fc.nat(), hostileLeaf)
    .map(([paramValues, queryValue, bodyValue, pick, replace]) => {
      const all = { params: paramValues, query: queryValue, body: bodyValue };
      return hostility === 'one' ? (replaceOneLeaf(all, pick, replace) as typeof all) : all;
    });
  const segmentHostility = hostility === 'low' ? 12 : 2;
  const segments = fc.tuple(
    ...paramNames.map(() =>
      hostility === 'low' || hostility === 'high'
        ? fc.option(hostileSegment, { freq: segmentHostility, nil: undefined })
        : fc.constant(undefined),
    ),
  );
  const tail =
    hostility === 'low' || hostility === 'high'
      ? fc.oneof({ weight: 6, arbitrary: fc.constant('') }, fc.constantFrom(...HOSTILE_QUERY_TAILS))
      : fc.constant('');
  const organizationHeader =
    hostility === 'low' || hostility === 'high'
      ? fc.oneof(
          { weight: 10, arbitrary: fc.constant(String(options.organizationId)) },
          fc.constantFrom(
            ...options.records.organizationIds.map(String),
            '0',
            '-1',
            '2147483648',
            '9'.repeat(12),
            'abc',
            ' ',
          ),
        )
      : fc.constant(String(options.organizationId));
  const multipart =
    endpoint.body && endpoint.bodyType === 'multipart'
      ? multipartArbitrary(toInputJsonSchema(endpoint.body), hostility === 'one' ? 'low' : hostility)
      : fc.constant(undefined);
  return fc.record({ values, segments, tail, organizationHeader, multipart }).map((parts) => {
    const paramValues = parts.values.params as unknown[];
    const path = paramNames.reduce(
      (built, name, index) =>
        built.replace(`:${name}`, parts.segments[index] ?? encodeComponent(toText(paramValues[index]))),
      getEndpointPath(endpoint),
    );
    const search = [toQueryString(parts.values.query), parts.tail].filter(Boolean).join('&');
    const body =
      parts.multipart ??
      (parts.values.body === undefined
        ? { headers: {} }
        : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(parts.values.body) ?? 'null' });
    return {
      method: endpoint.method,
      url: search ? `${path}?${search}` : path,
      headers: { 'organization-id': parts.organizationHeader, ...body.headers },
      ...(body.payload === undefined ? {} : { payload: body.payload }),
    };
  });
}

/**
 * Requests to one endpoint built from its own contract schemas: path, query and body values of the declared shapes
 * (real demo ids where a field names a record); a fifth exactly so, two fifths with exactly one value made hostile
 * (so it meets whatever lies behind the checks the rest passes), the rest with hostile values, path segments,
 * query text and `organization-id` headers mixed in now and then or often.
 */
export function contractRequestArbitrary(
  endpoint: Endpoint,
  options: ContractRequestOptions,
): fc.Arbitrary<FuzzRequest> {
  const { examples = [] } = options;
  // Without examples, the weights (and so a seed's requests) stay those replayed seeds were recorded with.
  const scale = examples.length === 0 ? 1 : 2;
  const generated = [
    { weight: scale, arbitrary: requestsAt(endpoint, 'none', options) },
    { weight: 2 * scale, arbitrary: requestsAt(endpoint, 'one', options) },
    { weight: scale, arbitrary: requestsAt(endpoint, 'low', options) },
    { weight: scale, arbitrary: requestsAt(endpoint, 'high', options) },
  ];
  if (examples.length === 0) return fc.oneof(...generated);
  return fc.oneof(...generated, { weight: 1, arbitrary: exampleRequests(endpoint, examples, options) });
}

/** The given examples as they are, or with one value made hostile, so the route meets it past every other check. */
function exampleRequests(
  endpoint: Endpoint,
  examples: ContractExample[],
  options: ContractRequestOptions,
): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(fc.constantFrom(...examples), fc.boolean(), fc.nat(), hostileLeaf)
    .map(([example, hostile, pick, replace]) => {
      const body = hostile && example.body !== undefined ? replaceOneLeaf(example.body, pick, replace) : example.body;
      const path = Object.entries(example.params).reduce(
        (built, [name, value]) => built.replace(`:${name}`, encodeComponent(String(value))),
        getEndpointPath(endpoint),
      );
      return {
        method: endpoint.method,
        url: path,
        headers: {
          'organization-id': String(options.organizationId),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      };
    });
}
