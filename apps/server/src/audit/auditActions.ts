/**
 * The names audit entries use, so writers and the admin audit screen's filters agree. Sign-in events come from the
 * built-in provider, second-factor events from `/auth/mfa/*`, client events from every route that reads or changes a
 * client (patient); new kinds are added here.
 */
export const AUDIT_ACTIONS = {
  signIn: 'sign_in',
  signInFailed: 'sign_in_failed',
  mfaPhoneSubmitted: 'mfa_phone_submitted',
  mfaCodeSent: 'mfa_code_sent',
  mfaVerified: 'mfa_verified',
  mfaFailed: 'mfa_failed',
  mfaLocked: 'mfa_locked',
  mfaDeviceRemembered: 'mfa_device_remembered',
  userCreated: 'user_created',
  clientRead: 'client_read',
  clientCreated: 'client_created',
  clientUpdated: 'client_updated',
  clientDeleted: 'client_deleted',
  clientListRead: 'client_list_read',
  clientFieldsUpdated: 'client_fields_updated',
  clientActivePeriodSet: 'client_active_period_set',
  clientTypeSet: 'client_type_set',
  clientTranscriptionSet: 'client_transcription_set',
  clientFrequencySet: 'client_frequency_set',
  /** The scheduler reserved a client's due call for an agent. */
  clientSchedulerReserved: 'client_scheduler_reserved',
  /** An agent placed the call the scheduler reserved. */
  clientSchedulerExecuted: 'client_scheduler_executed',
  /** An agent passed over the client the scheduler offered, with a reason. */
  clientSchedulerSkipped: 'client_scheduler_skipped',
  /** An admin read the organization's scheduler queue (client names and due times). */
  schedulerQueueRead: 'scheduler_queue_read',
  /** An admin changed an agent's shifts. */
  schedulerShiftsChanged: 'scheduler_shifts_changed',
  clientTagAdded: 'client_tag_added',
  clientTagUpdated: 'client_tag_updated',
  clientTagRemoved: 'client_tag_removed',
  clientDiagnosesRead: 'client_diagnoses_read',
  clientDiagnosesUpdated: 'client_diagnoses_updated',
  clientDiagnosesSearched: 'client_diagnoses_searched',
  clientCallsRead: 'client_calls_read',
  /** A reviewer changed a call's voice analysis (anomaly level, note). */
  clientCallAnalysisUpdated: 'client_call_analysis_updated',
  /** Someone asked for a client's calls to be analysed again. */
  clientCallsReanalysisRequested: 'client_calls_reanalysis_requested',
  clientCallRead: 'client_call_read',
  /** An operator created the record of a call to a client (`POST /user/patient/{id}/call`), before it is dialled. */
  clientCallCreated: 'client_call_created',
  clientCallBatchMatched: 'client_call_batch_matched',
  clientCallRecordingPlayed: 'client_call_recording_played',
  clientCallNotesRead: 'client_call_notes_read',
  clientCallNoteRead: 'client_call_note_read',
  clientCallNoteSaved: 'client_call_note_saved',
  clientCallQuestionsRead: 'client_call_questions_read',
  clientCallAnswersCreated: 'client_call_answers_created',
  clientCallAnswersUpdated: 'client_call_answers_updated',
  clientTranscriptRead: 'client_transcript_read',
  clientTranscriptUpdated: 'client_transcript_updated',
  clientTranscriptCategoriesRead: 'client_transcript_categories_read',
  clientActivityRead: 'client_activity_read',
  /** A client's name was read to fill a questionnaire's spoken text in (speech routes with a `patientId`). */
  clientReadForSpeech: 'client_read_for_speech',
  questionnaireCreated: 'questionnaire_created',
  questionnaireSaved: 'questionnaire_saved',
  questionnaireArchived: 'questionnaire_archived',
  questionnaireRestored: 'questionnaire_restored',
  questionnaireSettingsChanged: 'questionnaire_settings_changed',
  questionnaireRevisionRestored: 'questionnaire_revision_restored',
  questionnairesDeleted: 'questionnaires_deleted',
  recordingUploaded: 'recording_uploaded',
  botCallRequested: 'bot_call_requested',
  /** An admin started a dry run of a questionnaire with a client's record, answered in the admin's own browser. */
  dryRunRequested: 'dry_run_requested',
  /** An admin read a dry run: its transcript and answers, filled in from a client's record. */
  dryRunRead: 'dry_run_read',
  /** A bot call attempt ended (placed by the server, no user): its status and reason. */
  botCallAttemptEnded: 'bot_call_attempt_ended',
  /** An admin scheduled a bot call for a client, or canceled one. */
  botCallScheduled: 'bot_call_scheduled',
  botCallScheduleCanceled: 'bot_call_schedule_canceled',
  /** Someone read a client's scheduled bot calls. */
  scheduledBotCallsRead: 'scheduled_bot_calls_read',
  /** An admin read the organization's bot calls of a day (client names, times and outcomes). */
  botCallsDayRead: 'bot_calls_day_read',
  /** The organization's scheduler questionnaires were replaced. */
  organizationSchedulerUpdated: 'organization_scheduler_updated',
  /** An operator's browser joined a call's audio (the client's voice). */
  callAudioJoined: 'call_audio_joined',
  /** An admin's browser listened in on a call's audio as a muted monitor (`role: 'monitor'` on the voice gateway). */
  callAudioMonitored: 'call_audio_monitored',
  /** An operator started a live call to a client (`POST /conference/call/load`). */
  liveCallStarted: 'live_call_started',
  /** An operator's live call screen connected to a call to steer it (the live conference socket). */
  liveCallSteeringJoined: 'live_call_steering_joined',
  /** A live call's recording was stored and queued for voice analysis. */
  liveCallRecordingStored: 'live_call_recording_stored',
  /** The bot's run of a call ended: its answers, path and transcript are stored on the call. */
  botCallRunStored: 'bot_call_run_stored',
  /** The bot read a client's record to run a questionnaire with them (name, birth date, zip code). */
  botCallClientRead: 'bot_call_client_read',
  /** Demo mode: a user's browser phone took calls to the organization's client numbers. */
  devPhoneOpened: 'dev_phone_opened',
  /** Call Now read which of a client's phones a demo phone holds now. */
  demoPhonesRead: 'demo_phones_read',
  /** Demo mode: a user's browser phone answered a call as the client. */
  devPhoneAnswered: 'dev_phone_answered',
} as const;

/** One of the known audit action names. */
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];
