import { callNotesGet, callNotesSave } from '@carecall/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { callQueryKeys } from './callQueryKeys.ts';

/** The note of a call; null before anything was typed. */
export function useCallNoteQuery(patientId: number, callId: number) {
  const { api } = usePortalRuntime();
  return useQuery({
    queryKey: callQueryKeys.note(patientId, callId),
    queryFn: async ({ signal }) => (await api.call(callNotesGet, { params: { patientId, callId } }, { signal })).note,
    // The note being typed is the truth on screen; a refetch on focus must not replace it.
    refetchOnWindowFocus: false,
  });
}

/** Saves the note of a call. */
export function useSaveCallNote(patientId: number, callId: number) {
  const { api } = usePortalRuntime();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.call(callNotesSave, { params: { patientId, callId }, body: { note_body: body } }),
    onSuccess: (answer, body) =>
      queryClient.setQueryData(callQueryKeys.note(patientId, callId), (previous: unknown) => ({
        ...(typeof previous === 'object' && previous !== null ? previous : {}),
        id: answer.id,
        call_id: callId,
        patient_id: patientId,
        body,
        calls: [],
      })),
  });
}
