/** The whole database schema, one table per module; drizzle-kit reads this folder to generate migrations. */
export { auditLog } from './auditLog.ts';
export { botCallAttempts } from './botCallAttempts.ts';
export { botCallRequests } from './botCallRequests.ts';
export { callAnalyses } from './callAnalyses.ts';
export {
  callAnswers,
  callNotes,
  callQuestions,
  callRecordings,
  callTranscriptions,
  transcriptCategories,
} from './callContents.ts';
export { callRuns } from './callRuns.ts';
export { calls } from './calls.ts';
export { carecallInternal, clientListVersions } from './clientListVersions.ts';
export { devices } from './devices.ts';
export { diagnoses } from './diagnoses.ts';
export { hints } from './hints.ts';
export { jobs } from './jobs.ts';
export { mfaCodes } from './mfaCodes.ts';
export { oidcPayloads } from './oidcPayloads.ts';
export { organizationSchedulerDiagnosisQuestionnaires } from './organizationSchedulerDiagnosisQuestionnaires.ts';
export { organizationSchedulerQuestionnaires } from './organizationSchedulerQuestionnaires.ts';
export { organizationSettings } from './organizationSettings.ts';
export { organizations } from './organizations.ts';
export { outboxMessages } from './outboxMessages.ts';
export { parameterKeys } from './parameterKeys.ts';
export { patientDiagnoses } from './patientDiagnoses.ts';
export { patientPhones } from './patientPhones.ts';
export { patientSchedules } from './patientSchedules.ts';
export { patients } from './patients.ts';
export { patientTags } from './patientTags.ts';
export { questionnaireRevisions } from './questionnaireRevisions.ts';
export { questionnaires } from './questionnaires.ts';
export { questionnaireTags } from './questionnaireTags.ts';
export { rateLimits } from './rateLimits.ts';
export { recordingContents } from './recordingContents.ts';
export { recordings } from './recordings.ts';
export { scheduledBotCalls } from './scheduledBotCalls.ts';
export { schedulerCalls, schedulerPlans, schedulerShifts, schedulerShiftVersions } from './scheduler.ts';
export { seedRuns } from './seedRuns.ts';
export { serverSecrets } from './serverSecrets.ts';
export { userOrganizations } from './userOrganizations.ts';
export { users } from './users.ts';
