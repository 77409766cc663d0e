import { questionnairesCallNow } from '@carecall/api-client';
import { useMutation } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';

/** What Call Now sends: one of the client's numbers, the client and the questionnaire. */
export interface CallNowInput {
  phoneNumber: string;
  patientId: number;
  questionnaireId: number;
}

/** Asks the call bot to call a client now with a questionnaire (`POST /bot/call`). */
export function useCallNow() {
  const { api } = usePortalRuntime();
  return useMutation({ mutationFn: (input: CallNowInput) => api.call(questionnairesCallNow, { body: input }) });
}
