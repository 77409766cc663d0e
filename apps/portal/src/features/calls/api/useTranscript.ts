import { type TranscriptMessage, transcriptsCategories, transcriptsGet, transcriptsUpdate } from '@carecall/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { callQueryKeys } from './callQueryKeys.ts';

/** A call's transcript. */
export function useTranscriptQuery(patientId: number, callId: number, enabled = true) {
  const { api } = usePortalRuntime();
  return useQuery({
    queryKey: callQueryKeys.transcript(patientId, callId),
    queryFn: ({ signal }) => api.call(transcriptsGet, { params: { patientId, callId } }, { signal }),
    enabled,
    retry: false,
  });
}

/** The categories whose phrases a transcript can highlight. */
export function useTranscriptCategoriesQuery(patientId: number, callId: number, enabled = true) {
  const { api } = usePortalRuntime();
  return useQuery({
    queryKey: callQueryKeys.categories(patientId, callId),
    queryFn: async ({ signal }) =>
      (await api.call(transcriptsCategories, { params: { patientId, callId } }, { signal })).categories,
    enabled,
    retry: false,
  });
}

/** Saves an edited transcript based on the version it was read at, and keeps the stored one as the answer. */
export function useSaveTranscript(patientId: number, callId: number) {
  const { api } = usePortalRuntime();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lines, version }: { lines: TranscriptMessage[]; version: number }) =>
      api.call(transcriptsUpdate, { params: { patientId, callId }, body: { transcriptionContent: lines, version } }),
    onSuccess: (stored) => queryClient.setQueryData(callQueryKeys.transcript(patientId, callId), stored),
  });
}
