import { z } from 'zod';

/** The client-details tabs an organization may enable. */
export const detailsTabSchema = z.enum([
  'Details',
  'PersonalDetails',
  'MedicalInfo',
  'HealthProfile',
  'DailyFunction',
  'Tags',
]);
export type DetailsTab = z.infer<typeof detailsTabSchema>;

/** The tabs of the call-detail page that `call.helperComponents` can turn on. */
export const helperComponentSchema = z.enum(['callNotes', 'questionnaire']);
export type HelperComponent = z.infer<typeof helperComponentSchema>;

/**
 * Who calls an organization's clients at the times of their weekly schedules: the bot (planned bot calls) or the
 * call-centre agents (the scheduler bar). The stored choice is `schedules.calledBy`; `getScheduleCaller` applies it.
 */
export const scheduleCallerSchema = z.enum(['bot', 'agents']);

/**
 * The answer of `GET /user/settings`: the user's default time zone and the selected organization's feature settings,
 * keyed exactly by the setting names of the specification. Absent settings take the defaults below, so an
 * organization with no settings sees the plainest portal.
 */
export const settingsSchema = z.looseObject({
  /** The default time zone for dates; UTC when unknown. */
  timezone: z.string().default('UTC'),
  'AutomaticCalls.AddQuestionnaire': z.boolean().default(false),
  'AutomaticCalls.enabled': z.boolean().default(false),
  /**
   * How a bot call that did not reach the client is tried again: which outcomes are retried (`interrupted` is a call
   * whose server stopped mid-call), how many more times at most, and how many minutes apart: a fraction of a minute
   * down to 0.1 (six seconds), for a line where a busy signal clears quickly, up to a day.
   */
  'AutomaticCalls.retry.on': z
    .array(z.enum(['no-answer', 'busy', 'failed', 'interrupted']))
    .default(['no-answer', 'busy', 'interrupted']),
  'AutomaticCalls.retry.times': z.number().int().min(0).max(10).default(2),
  'AutomaticCalls.retry.delayMinutes': z.number().min(0.1).max(1440).default(15),
  /**
   * Who calls the clients at the times of their weekly schedules while `AutomaticCalls.enabled` is on: the bot
   * (`bot`: planned bot calls) or the call-centre agents (`agents`: the scheduler bar). With it off, the agents.
   */
  'schedules.calledBy': scheduleCallerSchema.default('bot'),
  enabledDetailsTabs: z.array(detailsTabSchema).default(['Details', 'Tags']),
  'userLogOut.enabled': z.boolean().default(false),
  'userLogOut.timeInMin': z.number().int().positive().default(30),
  'patientHomePage.enabled': z.boolean().default(false),
  'callsPage.enabled': z.boolean().default(true),
  'patientDetails.enabled': z.boolean().default(true),
  'call.transcriptionEnabled': z.boolean().default(false),
  'call.rerunAnalytics': z.boolean().default(false),
  'call.helperComponents': z.array(helperComponentSchema).default(['callNotes']),
  'transcription.editing': z.boolean().default(false),
  /** Voice-anomaly score from which a call is flagged; null turns alerts off. */
  'callsAnalysis.thresholds.alert': z.number().nullable().default(null),
  /** Whether the top menu offers client search. */
  'clientSearch.enabled': z.boolean().default(false),
  /** Whether users are associated with clients; shows the Users link. */
  'clientAssociation.enabled': z.boolean().default(false),
  /** Address of the organization's logo; null means the product logo. */
  logo: z.string().nullable().default(null),
});
/**
 * The version of an organization's settings: 0 while it has never stored any (the defaults apply), then one more with
 * every stored change, which is based on it like every write of a record two people can edit.
 */
export const settingsVersionSchema = z.number().int().nonnegative();

/** What `GET /user/settings` answers: the settings and the version they were read at. */
export const versionedSettingsSchema = settingsSchema.extend({ version: settingsVersionSchema });
export type VersionedSettings = z.output<typeof versionedSettingsSchema>;

/** Who calls clients at their scheduled times. */
export type ScheduleCaller = z.infer<typeof scheduleCallerSchema>;

/**
 * The one rule that hands an organization's client schedules to the bot or to the call-centre agents, so a client
 * due today is offered to one of them, never both: the bot when `AutomaticCalls.enabled` is on and
 * `schedules.calledBy` is `bot` (its default), the agents otherwise.
 */
export function getScheduleCaller(
  settings: Pick<Settings, 'schedules.calledBy' | 'AutomaticCalls.enabled'>,
): ScheduleCaller {
  return settings['AutomaticCalls.enabled'] && settings['schedules.calledBy'] === 'bot' ? 'bot' : 'agents';
}

/** Settings with every default filled in. */
export type Settings = z.output<typeof settingsSchema>;
/** Settings as a server may write them, defaults optional. */
export type SettingsInput = z.input<typeof settingsSchema>;
