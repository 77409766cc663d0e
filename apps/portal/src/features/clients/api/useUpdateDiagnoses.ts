import { type DiagnosisLinkUpdate, diagnosesUpdate, type Patient } from '@carecall/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { clientQueryKeys } from './clientQueryKeys.ts';
import { type ClientWriter, isClientWriteDiscarded } from './createClientWriter.ts';

/** The list to store: all of it, and the links that differ from what the server holds. */
export interface DiagnosisUpdate {
  patientProperties: DiagnosisLinkUpdate[];
  propertiesToUpdate: DiagnosisLinkUpdate[];
}

/**
 * Stores a client's diagnosis list through the client's writer: the answer becomes the loaded list and the client's
 * version; a refused save reloads the list, so the screen never shows what was not stored.
 */
export function useUpdateDiagnoses(clientId: number, writer: ClientWriter) {
  const { api } = usePortalRuntime();
  const queryClient = useQueryClient();
  const diagnosesKey = clientQueryKeys.diagnoses(clientId);
  return useMutation({
    mutationFn: (body: DiagnosisUpdate) =>
      writer.write((version) =>
        api.call(diagnosesUpdate, { params: { patientId: clientId }, body: { ...body, version } }),
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(diagnosesKey, answer);
      queryClient.setQueryData<Patient>(clientQueryKeys.client(clientId), (current) =>
        current ? { ...current, version: answer.version } : current,
      );
    },
    onError: (error) => {
      // A write dropped for the other person's version is followed by a fresh list already.
      if (!isClientWriteDiscarded(error)) return queryClient.invalidateQueries({ queryKey: diagnosesKey });
    },
  });
}
