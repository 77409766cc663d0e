import { questionnairesDryRun } from '@carecall/api-client';
import { useMutation } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';

/** What a dry run is started with: the questionnaire as the editor shows it, the client, and the admin's line. */
export interface StartDryRunInput {
  questionnaireId: number;
  questionnaireVersion: number;
  hasUnsavedChanges: boolean;
  patientId: number;
  lineId: string;
}

/** Starts a dry run of the saved questionnaire that rings the admin's own browser (`POST /bot/dryRun`). */
export function useStartDryRun() {
  const { api } = usePortalRuntime();
  return useMutation({
    mutationFn: (input: StartDryRunInput) => api.call(questionnairesDryRun, { body: input }),
  });
}
