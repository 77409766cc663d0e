import { FieldFrame, getFieldDescribedBy, Spinner, useFieldIds } from '@carecall/ui';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isRecordingFile,
  RECORDING_ACCEPT,
  type UploadedRecording,
  useRecordingUpload,
} from '../api/useRecordingUpload.ts';

/** Props of {@link RecordingFields}. */
export interface RecordingFieldsProps {
  url: string;
  tempUrl: string;
  onUploaded: (recording: UploadedRecording) => void;
  onPendingChange: (pending: boolean) => void;
  /** 'require file to be uploaded', translated. */
  error?: string;
}

/**
 * The recording's file: picks an .mp3 or .wav, uploads it at once and plays the uploaded audio, so the author hears
 * what the caller will hear before confirming. A wrong file is refused on the field and nothing is uploaded.
 */
export function RecordingFields({ url, tempUrl, onUploaded, onPendingChange, error }: RecordingFieldsProps) {
  const { t } = useTranslation('questionnaireDialogs');
  const ids = useFieldIds('vertex-recordingFile');
  const { upload, pending } = useRecordingUpload();
  const [fileError, setFileError] = useState<string | undefined>();
  const [fileName, setFileName] = useState<string | undefined>();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file === undefined) return;
    if (!isRecordingFile(file)) {
      setFileError(t('vertex.wrongFileType', { file: file.name }));
      return;
    }
    setFileError(undefined);
    onPendingChange(true);
    const uploaded = await upload(file);
    onPendingChange(false);
    if (uploaded !== null) {
      setFileName(file.name);
      onUploaded(uploaded);
    }
  };

  const shownError = fileError ?? error;
  const status = pending
    ? t('vertex.uploading')
    : fileName !== undefined
      ? t('vertex.uploaded', { file: fileName })
      : url !== ''
        ? t('vertex.recordingStored')
        : t('vertex.chooseFile');
  return (
    <FieldFrame ids={ids} label={t('vertex.recordingFile')} required hint={status} error={shownError}>
      <div className="cc-vertex-dialog__upload">
        <input
          id={ids.inputId}
          type="file"
          accept={RECORDING_ACCEPT}
          onChange={choose}
          disabled={pending}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={getFieldDescribedBy(ids, { hint: status, error: shownError })}
        />
        {pending ? <Spinner size="small" label={t('vertex.uploading')} /> : null}
      </div>
      {tempUrl !== '' ? (
        // biome-ignore lint/a11y/useMediaCaption: the transcription field above is the recording's text
        <audio className="cc-vertex-dialog__audio" controls src={tempUrl} aria-label={t('vertex.playRecording')}>
          {t('vertex.audioUnsupported')}
        </audio>
      ) : null}
    </FieldFrame>
  );
}
