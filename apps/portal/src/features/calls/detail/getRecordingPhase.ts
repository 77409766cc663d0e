import { type CallRecord, FAILED_CALL_STATUSES } from '@carecall/api-client';

/** What the call page does next with a call it read. */
export type RecordingPhase =
  /** The call did not take place: no player. */
  | 'failed'
  /** Nothing was recorded: stop, with an info alert. */
  | 'notRecorded'
  /** The link is there: play it. */
  | 'ready'
  /** The call is over but its link is not there yet: read it again (for up to 45 s). */
  | 'waitingLink'
  /** The call is in another state (still going, say): read it again (up to 15 times). */
  | 'retry';

/** The client-leg statuses that are neither a failure nor unknown. */
const LIVE_OR_DONE_STATUSES: readonly string[] = ['queued', 'ringing', 'in-progress', 'completed'];

type Statuses = Pick<CallRecord, 'product' | 'ongoing'> & {
  call_details: Pick<
    CallRecord['call_details'],
    'was_recorded' | 'interviewer_call_status' | 'patient_dial_status' | 'temp_download_link'
  >;
};

/**
 * Whether a call failed, as the call page decides it: a bot call failed when its interviewer leg did not complete;
 * another call failed when its interviewer leg completed but the client's leg ended in a failure status (no-answer,
 * busy, failed, error_in_call, initiated, canceled) or an unknown one.
 */
export function isFailedCallRecord(call: Statuses): boolean {
  const { interviewer_call_status: interviewer, patient_dial_status: patient } = call.call_details;
  if (call.product === 'bot') return interviewer !== 'completed';
  if (interviewer !== 'completed') return false;
  if (!patient || (FAILED_CALL_STATUSES as readonly string[]).includes(patient)) return true;
  return !LIVE_OR_DONE_STATUSES.includes(patient);
}

/**
 * The next step of the call page's recording loading: an ongoing call is read again; a failed call has no player; a
 * call not recorded stops with an info alert; a call whose both legs completed (or a bot call that completed) waits
 * for its link; any other state is read again.
 */
export function getRecordingPhase(call: Statuses): RecordingPhase {
  if (call.ongoing) return 'retry';
  if (isFailedCallRecord(call)) return 'failed';
  const details = call.call_details;
  if (!details.was_recorded) return 'notRecorded';
  const over =
    details.interviewer_call_status === 'completed' &&
    (call.product === 'bot' || details.patient_dial_status === 'completed');
  if (!over) return 'retry';
  return details.temp_download_link ? 'ready' : 'waitingLink';
}
