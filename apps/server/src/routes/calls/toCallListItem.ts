import type { CallListItem } from '@carecall/api-client';
import type { CallRecordingLinkSigner } from '../../calls/callRecordingLinks.ts';
import type { PatientCallRow } from './listPatientCalls.ts';
import { toCallLean } from './toCallLean.ts';

/**
 * A stored call as the call list answers it: the wire names of part 2 §3 with the flags `getCallFlags` derives, so
 * the server's list and the portal's call pages agree on what completed, ongoing and failed mean. `Answer` holds the
 * post-call answers; analyses are filled in by the analysis module where it exists (null here).
 */
export function toCallListItem(row: PatientCallRow, signLink: CallRecordingLinkSigner): CallListItem {
  const { call } = row;
  return {
    ...toCallLean(row, signLink),
    total_dial_time: call.totalDialTime,
    interviewer_details:
      row.interviewerFirstName === null || row.interviewerLastName === null
        ? null
        : { first_name: row.interviewerFirstName, last_name: row.interviewerLastName },
    Answer: row.answers ?? [],
    call_transcription_status: call.callTranscriptionStatus,
    callAnalysisLatest: null,
    anomalyScores: null,
    patient_phone: call.patientPhone,
  };
}
