import { AUDIT_ACTIONS } from '../audit/auditActions.ts';
import type { EndpointContext } from '../http/registerEndpoint.ts';

/**
 * Records that a speech request read a client's name to fill a vertex's text in; a request without a client reads
 * nothing of anyone and leaves no entry.
 */
export async function auditSpeechClientRead(
  audit: EndpointContext['audit'],
  request: { questionnaireId: number; vertex: string; patientId?: number | undefined },
): Promise<void> {
  if (request.patientId === undefined) return;
  await audit({
    action: AUDIT_ACTIONS.clientReadForSpeech,
    clientId: request.patientId,
    detail: { questionnaireId: request.questionnaireId, vertex: request.vertex },
  });
}
