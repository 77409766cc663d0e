import type { Call, CallFlags } from './call.ts';
import { FAILED_CALL_STATUSES } from './call.ts';

type CallStatuses = Pick<Call, 'product' | 'patient_dial_status' | 'interviewer_call_status'>;

function isFailedStatus(status: string | null | undefined): boolean {
  return !status || (FAILED_CALL_STATUSES as readonly string[]).includes(status);
}

/**
 * Whether a call failed: its interviewer leg is in the failure list or empty, or, unless the bot placed
 * it, its client leg is. One definition, so the server's list and the portal's call page agree.
 */
export function isFailedCall(call: CallStatuses): boolean {
  if (isFailedStatus(call.interviewer_call_status)) return true;
  return call.product !== 'bot' && isFailedStatus(call.patient_dial_status);
}

/** The call list's derived flags: completed (both legs completed), ongoing (either in progress) and failed. */
export function getCallFlags(call: CallStatuses): CallFlags {
  return {
    completed: call.patient_dial_status === 'completed' && call.interviewer_call_status === 'completed',
    ongoing: call.patient_dial_status === 'in-progress' || call.interviewer_call_status === 'in-progress',
    isFailedCall: isFailedCall(call),
  };
}
