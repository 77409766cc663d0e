import type { CallListItem } from '@carecall/api-client';
import { type AnsweredAnalysis, toAnomalyScores, toCallAnalysis } from '../../analysis/toCallAnalysis.ts';
import type { CallRecordingLinkSigner } from '../../calls/callRecordingLinks.ts';
import type { PatientCallRow } from './listPatientCalls.ts';
import { toCallLean } from './toCallLean.ts';

/**
 * A stored call as the call list answers it: the contract's wire names with the flags `getCallFlags` derives, so
 * the server's list and the portal's call pages agree on what completed, ongoing and failed mean. `Answer` holds the
 * post-call answers; `callAnalysisLatest` and `anomalyScores` come from the call's newest voice analysis, null for a
 * call never analysed.
 *
 * The lean item is extended in place rather than spread into a new object: spreading cost ten times the rest of
 * the mapping, which a list of thousands of calls feels.
 */
export function toCallListItem(
  row: PatientCallRow,
  signLink: CallRecordingLinkSigner,
  analysis: AnsweredAnalysis | undefined,
): CallListItem {
  const { call } = row;
  return Object.assign(toCallLean(row, signLink), {
    total_dial_time: call.totalDialTime,
    interviewer_details:
      row.interviewerFirstName === null || row.interviewerLastName === null
        ? null
        : { first_name: row.interviewerFirstName, last_name: row.interviewerLastName },
    Answer: row.answers ?? [],
    call_transcription_status: call.callTranscriptionStatus,
    callAnalysisLatest: analysis ? toCallAnalysis(analysis) : null,
    anomalyScores: analysis ? toAnomalyScores(analysis) : null,
    patient_phone: call.patientPhone,
  });
}
