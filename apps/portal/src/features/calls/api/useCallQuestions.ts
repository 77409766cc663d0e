import { type Answer, callQuestionsCreate, callQuestionsGet, callQuestionsUpdate } from '@carecall/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { callQueryKeys } from './callQueryKeys.ts';

/** The post-call questions of a call and the answers given so far. */
export function useCallQuestionsQuery(patientId: number, callId: number) {
  const { api } = usePortalRuntime();
  return useQuery({
    queryKey: callQueryKeys.questions(patientId, callId),
    queryFn: ({ signal }) => api.call(callQuestionsGet, { params: { patientId, callId } }, { signal }),
  });
}

/** What a submission sends, and whether answers were stored before (then they are replaced, else created). */
export interface SubmitAnswersInput {
  answers: Answer[];
  stored: boolean;
}

/**
 * Submits the answers: created the first time (POST), replaced afterwards (PUT). On success the stored answers become
 * the ones sent; on failure the cached answers are left as they were, so the previous answers stay restored.
 */
export function useSubmitCallAnswers(patientId: number, callId: number) {
  const { api } = usePortalRuntime();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ answers, stored }: SubmitAnswersInput) =>
      api.call(stored ? callQuestionsUpdate : callQuestionsCreate, {
        params: { patientId, callId },
        body: { questionnaire: answers },
      }),
    onSuccess: (answer) =>
      queryClient.setQueryData(
        callQueryKeys.questions(patientId, callId),
        (previous: { questions: unknown[]; answers: Answer[] } | undefined) =>
          previous ? { ...previous, answers: answer.questionnaire } : previous,
      ),
  });
}
