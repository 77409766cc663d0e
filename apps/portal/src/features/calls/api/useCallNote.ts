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

/** What a note save sends: the text, and the version it is based on (none for the first save). */
export interface SaveCallNoteInput {
  body: string;
  version: number | undefined;
}

/**
 * Saves the note of a call based on the version it was read or last saved at; a stale one is refused with 409
 * `VERSION_CONFLICT` and the current note.
 */
export function useSaveCallNote(patientId: number, callId: number) {
  const { api } = usePortalRuntime();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, version }: SaveCallNoteInput) =>
      api.call(callNotesSave, {
        params: { patientId, callId },
        body: version === undefined ? { note_body: body } : { note_body: body, version },
      }),
    onSuccess: (answer, { body }) =>
      queryClient.setQueryData(callQueryKeys.note(patientId, callId), (previous: object | null | undefined) => ({
        ...(previous ?? {}),
        id: answer.id,
        call_id: callId,
        patient_id: patientId,
        body,
        version: answer.version,
        calls: [],
      })),
  });
}
