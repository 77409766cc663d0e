/**
 * The user-facing validation texts of the specification, kept as the
 * English source strings so the server's field errors and the portal's form errors say the same thing; the portal
 * translates them by their text.
 */
export const VALIDATION_MESSAGES = {
  required: 'Field is required',
  invalidEmail: 'Invalid e-mail',
  invalidPhone: 'Invalid phone',
  invalidNumber: 'Invalid number',
  invalidDate: 'Invalid date',
  invalidBirthDate: 'Invalid birth date',
  invalidZipCode: 'Invalid zip code',
  onlyNumbers: 'Field may contain only numbers',
  countryCodeRequired: 'Country code is required',
  oneSchedulePerDay: 'Please choose one schedule per day',
  chooseOption: 'Please choose one of the dropdown options',
  enterText: 'Please enter text',
  uploadRecording: 'Please upload a recording',
  codeRequired: 'Code is required',
  sixDigitCode: 'Please provide a valid 6 digit code.',
  phoneNumberRequired: 'require phone number',
  selectCallDate: 'Please select call date',
  selectQuestionnaire: 'Please select questionnaire',
  invalidTime: 'Invalid time',
  notClientPhone: 'Not one of the client’s phones',
  callTimeMustLieAhead: 'The call time must lie ahead',
  unknownTimeZone: 'Unknown time zone',
  endAfterStart: 'The end must be after the start',
  shiftOverlap: 'This shift overlaps another shift of the same day',
  oneQuestionnairePerDiagnosis: 'One questionnaire a diagnosis',
  priorityRange: 'The priority must be a whole number from 1 to 100',
  defaultNeedsQuestionnaire: 'Choose a questionnaire for this language first',
} as const;

/** 'Minimum {min} letters required'. */
export function formatMinLettersMessage(min: number): string {
  return `Minimum ${min} letters required`;
}

/** 'Maximum {max} symbols allowed'. */
export function formatMaxSymbolsMessage(max: number): string {
  return `Maximum ${max} symbols allowed`;
}
