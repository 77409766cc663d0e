import type { Hint, Patient, QuestionnaireListEntry } from '@carecall/api-client';
import {
  type DynamicType,
  dynamicTypeSchema,
  extractParameters,
  getSpokenTexts,
  normalizeParameterKey,
  type Questionnaire,
  type QuestionnaireLanguage,
} from '@carecall/graph-core';
import type { RunContext } from '@carecall/graph-core/runner';

/** The client the Test panel calls: the values its texts are filled with and what validations compare with. */
export interface SimulatorClient {
  /** `{parameter}` values by key. */
  parameters: Readonly<Record<string, string>>;
  /** `YYYY-MM-DD`, or empty for none. */
  birthDate: string;
  zipCode: string;
  /** The client's language, or `none` to leave it to the questionnaire. */
  language: QuestionnaireLanguage | 'none';
  /** The sub-questionnaire chosen for each dynamic type, by id. */
  dynamic: Readonly<Partial<Record<DynamicType, number>>>;
}

/** The parameters every client has, shown first in the panel's form. */
export const CLIENT_PARAMETER_KEYS = ['first_name', 'last_name', 'clinic_name'] as const;

/** A made-up client for when the editor is not opened from one. */
export const DEMO_SIMULATOR_CLIENT: SimulatorClient = {
  parameters: { first_name: 'Ann', last_name: 'Example', clinic_name: 'Demo Care' },
  birthDate: '1940-04-19',
  zipCode: '60614',
  language: 'none',
  dynamic: {},
};

/** Dynamic types a questionnaire's dynamic vertices may name (`embedded` is a questionnaire type of its own). */
export const SIMULATOR_DYNAMIC_TYPES: readonly DynamicType[] = dynamicTypeSchema.options.filter(
  (type) => type !== 'embedded',
);

/**
 * For each dynamic type, the questionnaire a run enters by default: the first active one of that type, by name, as
 * the tree lists them. The panel lets the user choose another.
 */
export function getDefaultDynamicChoices(
  entries: readonly QuestionnaireListEntry[],
): Partial<Record<DynamicType, number>> {
  const choices: Partial<Record<DynamicType, number>> = {};
  const sorted = [...entries]
    .filter((entry) => !entry.archive)
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }) || a.id - b.id);
  for (const type of SIMULATOR_DYNAMIC_TYPES) {
    const first = sorted.find((entry) => entry.type === type);
    if (first) choices[type] = first.id;
  }
  return choices;
}

/**
 * The client a run starts with: the open client's name, clinic, birth date, zip code and language, or the demo
 * client without one; the default questionnaire of each dynamic type.
 */
export function getDefaultSimulatorClient(
  patient: Patient | undefined,
  entries: readonly QuestionnaireListEntry[],
): SimulatorClient {
  const dynamic = getDefaultDynamicChoices(entries);
  if (!patient) return { ...DEMO_SIMULATOR_CLIENT, dynamic };
  const details = patient.patientDetails;
  const parameters: Record<string, string> = { first_name: details.first_name, last_name: details.last_name };
  if (details.clinic_name) parameters.clinic_name = details.clinic_name;
  const language = details.language === 'en-US' || details.language === 'es-US' ? details.language : 'none';
  return {
    parameters,
    birthDate: details.birth_date ?? '',
    zipCode: details.zip_code ?? '',
    language,
    dynamic,
  };
}

/** The parameter keys a questionnaire's texts and hot transfers refer to, after the client's own, in order. */
export function getParameterKeys(questionnaire: Questionnaire): string[] {
  const keys = new Set<string>(CLIENT_PARAMETER_KEYS);
  for (const node of questionnaire.nodes) {
    for (const [, text] of getSpokenTexts(node.value)) for (const key of extractParameters(text)) keys.add(key);
    if ('hot_transfer' in node.value && node.value.hot_transfer.parameter) {
      const key = normalizeParameterKey(node.value.hot_transfer.parameter);
      if (key !== '') keys.add(key);
    }
  }
  return [...keys];
}

/** The dynamic types a questionnaire's dynamic vertices enter. */
export function getDynamicTypes(questionnaire: Questionnaire): DynamicType[] {
  const types = new Set<DynamicType>();
  for (const node of questionnaire.nodes) {
    if ('dynamic' in node.value && node.value.dynamic.type) types.add(node.value.dynamic.type);
  }
  return SIMULATOR_DYNAMIC_TYPES.filter((type) => types.has(type));
}

/**
 * The runner's context for a client: parameters without the blank ones (a blank value is said as nothing, like a
 * missing one, and is listed as missing), the birth date and zip code, the language, the sub-questionnaires fetched
 * so far, the dynamic choices, and the hints' display names so a multi_branch answer can be said by its name.
 */
export function toSimulatorContext(
  client: SimulatorClient,
  questionnaires: Readonly<Record<string, Questionnaire>>,
  hints: readonly Hint[] = [],
): RunContext {
  const parameters: Record<string, string> = {};
  for (const [key, value] of Object.entries(client.parameters)) if (value.trim() !== '') parameters[key] = value;
  const context: RunContext = { parameters, questionnaires: { ...questionnaires }, dynamic: { ...client.dynamic } };
  const birthDate = client.birthDate.trim();
  const zipCode = client.zipCode.trim();
  if (birthDate !== '' || zipCode !== '')
    context.client = {
      ...(birthDate === '' ? {} : { birthDate }),
      ...(zipCode === '' ? {} : { zipCode }),
    };
  if (client.language !== 'none') context.language = client.language;
  if (hints.length > 0)
    context.hintNames = Object.fromEntries(
      hints.map((hint) => [hint.hint, { 'en-US': hint.display_name_english, 'es-US': hint.display_name_spanish }]),
    );
  return context;
}
