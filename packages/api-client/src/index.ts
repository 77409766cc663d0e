// The public surface of @carecall/api-client. Everything a consumer may use is named here; nothing else is public.

export type { ApiErrorOptions } from './ApiError.ts';
export { ApiError, isApiError } from './ApiError.ts';
export type { ApiErrorBody, ApiErrorCode, FieldError } from './apiErrorBody.ts';
export { API_ERROR_CODES, apiErrorBodySchema, fieldErrorSchema } from './apiErrorBody.ts';
// Each endpoint on its own as well, so a bundle that calls a few of them carries only their schemas (the portal's
// first download); `endpoints` and `endpointList` hold them all.
export { activityList } from './contract/activity.ts';
export {
  adminCreateUser,
  adminGetOrganization,
  adminGetScheduler,
  adminListAudit,
  adminListUsers,
  adminSearchDiagnoses,
  adminUpdateScheduler,
} from './contract/admin.ts';
export {
  adminBotCallsDay,
  botCallDemoPhones,
  botCallGet,
  scheduledCallsCancel,
  scheduledCallsCreate,
  scheduledCallsList,
} from './contract/botCalls.ts';
export { callsCreate } from './contract/callCreate.ts';
export { callNotesGet, callNotesList, callNotesSave } from './contract/callNotes.ts';
export { callQuestionsCreate, callQuestionsGet, callQuestionsUpdate } from './contract/callQuestions.ts';
export {
  callsGet,
  callsList,
  callsListLean,
  callsMatchBatch,
  callsReanalyze,
  callsUpdateAnalysis,
} from './contract/calls.ts';
export {
  conferenceGetLastCall,
  conferenceGetToken,
  conferenceGetVoiceToken,
  conferenceLoadCall,
} from './contract/conference.ts';
export { diagnosesList, diagnosesSearch, diagnosesUpdate } from './contract/diagnoses.ts';
export { questionnairesDryRun, questionnairesDryRunGet } from './contract/dryRuns.ts';
export { hintsList } from './contract/hints.ts';
export {
  mfaSendCode,
  mfaSendCodeEmail,
  mfaVerifyCode,
  mfaVerifyCodeEmail,
  mfaVerifyUserIdentity,
} from './contract/mfa.ts';
export { parametersListKeys } from './contract/parameters.ts';
export {
  patientsGet,
  patientsList,
  patientsPatchActivePeriod,
  patientsSetTranscription,
  patientsSetType,
  patientsUpdateFields,
} from './contract/patients.ts';
export { patientTagsAdd, patientTagsRemove, patientTagsUpdate } from './contract/patientTags.ts';
export { patientsCreate, patientsUpdate } from './contract/patientWrites.ts';
export {
  questionnairesCallNow,
  questionnairesGet,
  questionnairesList,
  questionnairesListRevisions,
  questionnairesPatch,
  questionnairesQuestionTypes,
  questionnairesRemove,
  questionnairesRestoreRevision,
  questionnairesSave,
} from './contract/questionnaires.ts';
export { recordingsUpload } from './contract/recordings.ts';
export {
  adminGetSchedulerQueue,
  adminGetSchedulerShifts,
  adminListSchedulerShifts,
  adminReplaceSchedulerShifts,
  schedulerGetNextCallee,
  schedulerGetOutlook,
  schedulerMarkCallExecuted,
  schedulerReserveCallee,
  schedulerSetFrequency,
  schedulerSkipCallee,
} from './contract/scheduler.ts';
export {
  sessionGenerateDeviceId,
  sessionGetSettings,
  sessionGetUser,
  sessionLog,
  sessionTest,
  sessionUpdateTimeZone,
} from './contract/session.ts';
export { speechFeedback, speechFeedbackSentences, speechQuestion, speechVertex } from './contract/speech.ts';
export { tagsList } from './contract/tags.ts';
export { transcriptsCategories, transcriptsGet, transcriptsUpdate } from './contract/transcripts.ts';
export type {
  ApiClient,
  ApiClientOptions,
  ApiResponse,
  CallArgs,
  CallOptions,
  MfaRequiredDetails,
  MfaRequiredPhase,
} from './createApiClient.ts';
export { createApiClient, LOGOUT_DELAY_MS } from './createApiClient.ts';
export type { OrganizationIdProvider, OrganizationIdProviderOptions } from './createOrganizationIdProvider.ts';
export { createOrganizationIdProvider, readOrganizationIdFromSearch } from './createOrganizationIdProvider.ts';
export type { DebounceTokenFetchOptions, TokenProvider } from './debounceTokenFetch.ts';
export { debounceTokenFetch, TOKEN_DEBOUNCE_MS } from './debounceTokenFetch.ts';
export type {
  Endpoint,
  EndpointAuth,
  EndpointInput,
  EndpointRequest,
  EndpointResponse,
  HttpMethod,
  Service,
} from './endpoint.ts';
export { defineEndpoint, fillPath, getEndpointPath, SERVICE_BASE_PATHS } from './endpoint.ts';
export type { EndpointId, Endpoints } from './endpoints.ts';
export { endpointList, endpoints } from './endpoints.ts';
export type { ActivityEvent, ActivityEventName } from './entities/activityEvent.ts';
export { activityEventNameSchema, activityEventSchema } from './entities/activityEvent.ts';
export type {
  BotCallAnswer,
  BotCallAttempt,
  BotCallDay,
  BotCallDayEntry,
  BotCallDayState,
  BotCallOutcome,
  BotCallState,
  BotCallStatus,
  NewScheduledCall,
  ScheduledBotCall,
} from './entities/botCall.ts';
export {
  botCallAnswerSchema,
  botCallAttemptSchema,
  botCallDayEntrySchema,
  botCallDaySchema,
  botCallOutcomeSchema,
  botCallStateSchema,
  botCallStatusSchema,
  newScheduledCallSchema,
  scheduledBotCallSchema,
} from './entities/botCall.ts';
export type {
  AnomalyScores,
  Call,
  CallAnalysis,
  CallAnalysisUpdate,
  CallDetails,
  CallFlags,
  CallLean,
  CallListItem,
  CallProduct,
  CallRecord,
  CallSource,
  RecordingStatus,
  VoiceMeasures,
} from './entities/call.ts';
export {
  ANALYSIS_STATUS,
  anomalyScoresSchema,
  callAnalysisSchema,
  callAnalysisUpdateSchema,
  callDetailsSchema,
  callFlagsSchema,
  callLeanSchema,
  callListItemSchema,
  callProductSchema,
  callRecordSchema,
  callSchema,
  callSourceSchema,
  FAILED_CALL_STATUSES,
  interviewerDetailsSchema,
  RECORDING_STATUSES,
  recordingStatusSchema,
  voiceMeasuresSchema,
} from './entities/call.ts';
export { SCHEDULER_CALL_LANGUAGES } from './entities/callLanguage.ts';
export type { CallNote, LinkedCall } from './entities/callNote.ts';
export { callNoteSchema, linkedCallSchema } from './entities/callNote.ts';
export { countryCodeSchema } from './entities/countryCode.ts';
export { dateOnlySchema, timeOfDaySchema, timestampSchema } from './entities/dateString.ts';
export type { Diagnosis, DiagnosisLink, DiagnosisLinkUpdate } from './entities/diagnosis.ts';
export { diagnosisLinkSchema, diagnosisLinkUpdateSchema, diagnosisSchema } from './entities/diagnosis.ts';
export type { DryRunPathStep, DryRunState } from './entities/dryRun.ts';
export { dryRunPathStepSchema, dryRunStateSchema } from './entities/dryRun.ts';
export type { ActionButton, FeedbackButton } from './entities/feedbackButton.ts';
export { actionButtonSchema, feedbackButtonSchema } from './entities/feedbackButton.ts';
export { getCallFlags, isFailedCall } from './entities/getCallFlags.ts';
export type { Hint } from './entities/hint.ts';
export { hintSchema } from './entities/hint.ts';
export type { Id, IdParam, IdQuery, LogEntryId } from './entities/id.ts';
export { idParamSchema, idQuerySchema, idSchema, logEntryIdSchema, MAX_ID } from './entities/id.ts';
export type { LiftClientMessage, LiftServerMessage } from './entities/liftConferenceMessage.ts';
export {
  LIFT_CLOSE_CODES,
  liftClientMessageSchema,
  liftServerMessageSchema,
} from './entities/liftConferenceMessage.ts';
export type { LastCall, LiveCallStatuses } from './entities/liveCall.ts';
export {
  ENDED_PATIENT_DIAL_STATUSES,
  isCallLive,
  LIVE_CALL_HOLD_MS,
  lastCallSchema,
} from './entities/liveCall.ts';
export type { MfaPhase } from './entities/mfaPhase.ts';
export { mfaPhaseSchema } from './entities/mfaPhase.ts';
export type { NewUser } from './entities/newUser.ts';
export { newUserSchema, userPhoneNumberSchema } from './entities/newUser.ts';
export type { Organization } from './entities/organization.ts';
export { organizationSchema } from './entities/organization.ts';
export type { DiagnosisQuestionnaire, OrganizationQuestionnaire } from './entities/organizationQuestionnaire.ts';
export { diagnosisQuestionnaireSchema, organizationQuestionnaireSchema } from './entities/organizationQuestionnaire.ts';
export type { Patient } from './entities/patient.ts';
export { clientVersionShape, patientSchema } from './entities/patient.ts';
export type { Gender, PatientDetails, PatientDetailsInput, PatientLanguage } from './entities/patientDetails.ts';
export {
  BIRTH_YEAR_LOWER_BOUND,
  birthDateSchema,
  genderSchema,
  PLACE_MAX_LENGTH,
  patientDetailsInputSchema,
  patientDetailsSchema,
  patientLanguageSchema,
} from './entities/patientDetails.ts';
export type { PatientInput, PatientUpdate } from './entities/patientInput.ts';
export { patientInputSchema, patientUpdateSchema } from './entities/patientInput.ts';
export type { PatientPhone, PhoneLabel } from './entities/patientPhone.ts';
export { patientPhoneSchema, phoneLabelSchema, REMOVED_PHONE_NUMBER } from './entities/patientPhone.ts';
export type { PatientPhoneInput } from './entities/patientPhoneInput.ts';
export { patientPhoneInputSchema, patientPhoneNumberSchema } from './entities/patientPhoneInput.ts';
export type { DaysFrequency, PatientScheduleItem, SchedulerFrequency } from './entities/patientSchedule.ts';
export {
  dayOfWeekSchema,
  daysFrequencySchema,
  patientScheduleItemSchema,
  patientScheduleSchema,
  schedulerFrequencySchema,
} from './entities/patientSchedule.ts';
export type { PatientSearchRecord } from './entities/patientSearchRecord.ts';
export { patientSearchRecordSchema } from './entities/patientSearchRecord.ts';
export type { ConsentDeclineReason, ConsentParams, PatientTag, PatientTags } from './entities/patientTag.ts';
export {
  CONSENT_TAG_NAME,
  consentDeclineReasonSchema,
  consentParamsSchema,
  isActivePatient,
  patientTagSchema,
  patientTagsSchema,
} from './entities/patientTag.ts';
export { NAME_LENGTH, personNameSchema } from './entities/personName.ts';
export type { Answer, BotAnswer, ClientCondition, Question, QuestionAnswer } from './entities/question.ts';
export {
  answerSchema,
  botAnswerSchema,
  clientConditionSchema,
  isBotAnswer,
  isQuestionAnswer,
  questionAnswerSchema,
  questionSchema,
} from './entities/question.ts';
export type { QuestionnaireDocument } from './entities/questionnaireDocument.ts';
export { questionnaireDocumentSchema } from './entities/questionnaireDocument.ts';
export type { QuestionnaireListEntry } from './entities/questionnaireListEntry.ts';
export { questionnaireListEntrySchema } from './entities/questionnaireListEntry.ts';
export type { QuestionnaireRevision, QuestionnaireRevisionAction } from './entities/questionnaireRevision.ts';
export { questionnaireRevisionActionSchema, questionnaireRevisionSchema } from './entities/questionnaireRevision.ts';
export type { QuestionnaireSaveBody, QuestionnaireSaved } from './entities/questionnaireSaveBody.ts';
export { questionnaireSaveBodySchema, questionnaireSavedSchema } from './entities/questionnaireSaveBody.ts';
export type { QuestionnaireVersion } from './entities/questionnaireVersion.ts';
export { questionnaireVersionSchema } from './entities/questionnaireVersion.ts';
export { RECORDING_MIME_TYPES, recordingFileSchema } from './entities/recordingFile.ts';
export type { RecordEditor, RecordVersion, VersionConflictBody } from './entities/recordVersion.ts';
export {
  recordEditorSchema,
  recordVersionSchema,
  VERSION_CONFLICT,
  versionConflictBodySchema,
} from './entities/recordVersion.ts';
export { isAdminRole, isLiftOperatorOrAdmin, isSuperAdminRole, ROLES, roleSchema } from './entities/role.ts';
export type {
  NextCallInfo,
  ScheduledCall,
  ScheduleOutlook,
  ScheduleOutlookType,
  SchedulerAgentShifts,
  SchedulerQueue,
  SchedulerQueueAgent,
  SchedulerQueueCall,
  SchedulerShift,
  SchedulerShiftAgent,
  SchedulerShiftRoster,
  SchedulerSkipReason,
} from './entities/scheduledCall.ts';
export {
  findOverlappingShift,
  nextCallInfoSchema,
  scheduledCallSchema,
  scheduleOutlookSchema,
  scheduleOutlookTypeSchema,
  schedulerAgentShiftsSchema,
  schedulerQueueSchema,
  schedulerShiftListSchema,
  schedulerShiftRosterSchema,
  schedulerShiftSchema,
  schedulerShiftsVersionSchema,
  schedulerSkipReasonSchema,
} from './entities/scheduledCall.ts';
export type { SchedulerSettings, SchedulerSettingsWrite } from './entities/schedulerSettings.ts';
export { schedulerSettingsSchema, schedulerSettingsWriteSchema } from './entities/schedulerSettings.ts';
export type {
  DetailsTab,
  HelperComponent,
  ScheduleCaller,
  Settings,
  SettingsInput,
  VersionedSettings,
} from './entities/settings.ts';
export {
  detailsTabSchema,
  getScheduleCaller,
  helperComponentSchema,
  scheduleCallerSchema,
  settingsSchema,
  settingsVersionSchema,
  versionedSettingsSchema,
} from './entities/settings.ts';
export type { Tag } from './entities/tag.ts';
export { KNOWN_TAG_IDS, tagSchema } from './entities/tag.ts';
export type {
  TranscriptCategory,
  Transcription,
  TranscriptMatch,
  TranscriptMessage,
  TranscriptSpeaker,
} from './entities/transcription.ts';
export {
  transcriptCategorySchema,
  transcriptionSchema,
  transcriptMatchSchema,
  transcriptMessageSchema,
  transcriptSpeakerSchema,
} from './entities/transcription.ts';
export type { UserLanguage, UserRecord } from './entities/user.ts';
export { userLanguageSchema, userRecordSchema } from './entities/user.ts';
export type { PrimaryDetails, UserGroup, UserSession } from './entities/userSession.ts';
export { primaryDetailsSchema, userGroupSchema, userSessionSchema } from './entities/userSession.ts';
export {
  formatMaxSymbolsMessage,
  formatMinLettersMessage,
  VALIDATION_MESSAGES,
} from './entities/validationMessages.ts';
export { findZipCodeCountry, findZipCodeProblem } from './entities/zipCode.ts';
export { ZIP_CODE_MAX_LENGTH } from './entities/zipCodeText.ts';
export { GENERIC_ERROR_MESSAGES, getErrorMessage } from './getErrorMessage.ts';
export type { ConsoleLike } from './installConsoleForwarding.ts';
export {
  FORWARDED_CONSOLE_LEVELS,
  formatConsoleMessage,
  installConsoleForwarding,
} from './installConsoleForwarding.ts';
export type {
  CreateWebSocket,
  LiftBackoff,
  LiftChannelListener,
  LiftChannelStatus,
  LiftChannelTimers,
  LiftConferenceChannelOptions,
  LiftInvalidMessageReport,
  WebSocketLike,
} from './live/LiftConferenceChannel.ts';
export { DEFAULT_LIFT_BACKOFF, LiftConferenceChannel } from './live/LiftConferenceChannel.ts';
export type { MeasureServerClockOffsetOptions } from './measureServerClockOffset.ts';
export { measureServerClockOffset } from './measureServerClockOffset.ts';
export type { PhoneNumberParts } from './phone/mfaPhoneNumber.ts';
export {
  formatMfaPhoneNumber,
  isPhoneNumberText,
  mfaPhoneNumberSchema,
  PhoneNumberError,
  parseMfaPhoneNumber,
  readInternationalPhoneNumber,
  readNationalPhoneNumber,
} from './phone/mfaPhoneNumber.ts';
export type { SupportedPhoneCountry } from './phone/phoneCountries.ts';
export { findPhoneCountry, SUPPORTED_PHONE_COUNTRIES } from './phone/phoneCountries.ts';
export type { NewUserPhoneReading } from './phone/readNewUserPhone.ts';
export { isNewUserPhoneText, readNewUserPhone } from './phone/readNewUserPhone.ts';
export { joinPhoneNumber, splitCustomPhoneNumber } from './phone/splitCustomPhoneNumber.ts';
export { readStoredPatientPhone } from './phone/storedPatientPhone.ts';
export { formatStoredPhone, toPhoneDigits } from './phone/storedPhone.ts';
export type { PortalVersion } from './portalVersion.ts';
export { portalVersionSchema, VERSION_CHECK_INTERVAL_MS } from './portalVersion.ts';
export { readVersionConflict } from './readVersionConflict.ts';
export type { Scheduler } from './systemScheduler.ts';
export { systemScheduler } from './systemScheduler.ts';
export { formatFieldPath, toFieldErrors } from './toFieldErrors.ts';
