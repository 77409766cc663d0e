import type { ScheduledCall } from '@carecall/api-client';

/**
 * The call screen of a reserved call, with the query the call screen reads: `source=scheduler`, the semi-bot call
 * `type`, the scheduler's `batchId` and the `questionnaireId` to preselect.
 */
export function buildSchedulerCallPath(call: ScheduledCall): string {
  const query = new URLSearchParams({ source: 'scheduler', type: 'SEMI_BOT_CALL' });
  if (call.batch_id) query.set('batchId', call.batch_id);
  query.set('questionnaireId', String(call.questionnaire_id));
  return `/client/${call.patient_id}/confLift?${query.toString()}`;
}
