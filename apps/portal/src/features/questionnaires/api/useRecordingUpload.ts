import { recordingFileSchema, recordingsUpload } from '@carecall/api-client';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalToast } from '../../../app/usePortalToast.ts';

/** The addresses of an uploaded recording: `url` is saved in the vertex, `tempUrl` plays it now. */
export interface UploadedRecording {
  url: string;
  tempUrl: string;
}

/** The extensions and type the file picker offers; the api-client's schema has the final word. */
export const RECORDING_ACCEPT = 'audio/mpeg,.mp3,.wav';

/** Whether a file may be uploaded as a recording, by the same schema the api-client and the server check with. */
export function isRecordingFile(file: File): boolean {
  return recordingFileSchema.safeParse(file).success;
}

/**
 * Uploads a recording vertex's audio (multipart field `recordingFile`). A failure is told in a toast naming the file
 *, so the author knows which upload to retry; `upload` then resolves to null.
 */
export function useRecordingUpload() {
  const { api } = usePortalRuntime();
  const toast = usePortalToast();
  const { t } = useTranslation('questionnaireDialogs');
  const mutation = useMutation({
    mutationFn: (file: File) => api.call(recordingsUpload, { body: { recordingFile: file } }),
  });
  const upload = async (file: File): Promise<UploadedRecording | null> => {
    try {
      const { url, tempUrl } = await mutation.mutateAsync(file);
      return { url, tempUrl };
    } catch (error) {
      toast.error(t('recording.uploadFailed', { file: file.name }), api.getErrorMessage(error));
      return null;
    }
  };
  return { upload, pending: mutation.isPending };
}
