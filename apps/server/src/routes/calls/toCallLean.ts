import { type CallLean, getCallFlags } from '@carecall/api-client';
import type { CallRecordingLinkSigner } from '../../calls/callRecordingLinks.ts';
import type { PatientCallRow } from './listPatientCalls.ts';

/**
 * A stored call in the lean list's shape: what call tables and the activity need, with the same derived flags and a
 * fresh signed recording link when a recording is stored, and where the recording stands (`recording_status`).
 */
export function toCallLean({ call, recordingFileId }: PatientCallRow, signLink: CallRecordingLinkSigner): CallLean {
  const link = signLink(recordingFileId);
  const statuses = {
    product: call.product,
    patient_dial_status: call.patientDialStatus,
    interviewer_call_status: call.interviewerCallStatus,
  };
  return {
    id: call.id,
    patient_id: call.patientId,
    source: call.source,
    product: call.product,
    status: call.status,
    start_date: call.startDate?.toISOString() ?? null,
    date_created: call.dateCreated.toISOString(),
    recording_time: call.recordingTime,
    patient_dial_status: call.patientDialStatus,
    interviewer_call_status: call.interviewerCallStatus,
    was_recorded: call.wasRecorded,
    temp_download_link: link,
    // A recorded call without a stored recording yet is being prepared (the demo makes its recordings after start).
    recording_status: link ? 'ready' : call.wasRecorded ? 'preparing' : 'none',
    is_dry_run: call.isDryRun,
    ...getCallFlags(statuses),
  };
}
