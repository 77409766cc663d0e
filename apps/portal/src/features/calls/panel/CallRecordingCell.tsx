import type { CallListItem } from '@carecall/api-client';
import { AudioPlayer } from '@carecall/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRecordingPreparing } from '../api/useCallListQuery.ts';
import { useFetchCall } from '../api/useCallQuery.ts';
import { usePlayerLabels } from './usePlayerLabels.ts';

/** Props of {@link CallRecordingCell}. */
export interface CallRecordingCellProps {
  call: Pick<
    CallListItem,
    'id' | 'patient_id' | 'ongoing' | 'was_recorded' | 'temp_download_link' | 'recording_time' | 'recording_status'
  >;
  label: string;
}

/**
 * The recording of one listed call: a wave while the call is ongoing, 'not recorded' when nothing was recorded, a
 * polite "being prepared" note while a recorded call's recording is not stored yet (the list reads itself again
 * meanwhile, and the player takes the note's place once the link arrives), else a player. A link that fails to load
 * or play has expired: the call is read again for a fresh one, once per failure.
 */
export function CallRecordingCell({ call, label }: CallRecordingCellProps) {
  const { t } = useTranslation('calls');
  const labels = usePlayerLabels();
  const fetchCall = useFetchCall(call.patient_id, call.id);
  const [source, setSource] = useState(call.temp_download_link);
  const [listedLink, setListedLink] = useState(call.temp_download_link);
  const [refreshing, setRefreshing] = useState(false);
  // A link the list brings later (the recording became ready) or anew replaces the one held.
  if (call.temp_download_link !== listedLink) {
    setListedLink(call.temp_download_link);
    if (call.temp_download_link) setSource(call.temp_download_link);
  }

  if (call.ongoing)
    return (
      <span className="cc-calls__ongoing">
        <i className="pi pi-wave-pulse" aria-hidden="true" /> {t('panel.ongoing')}
      </span>
    );
  if (isRecordingPreparing(call) || (call.was_recorded && !source))
    return (
      <span className="cc-calls__preparing" role="status" aria-live="polite">
        <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('panel.recordingPreparing')}
      </span>
    );
  if (!call.was_recorded || !source) return <span className="cc-calls__not-recorded">{t('panel.notRecorded')}</span>;
  return (
    <AudioPlayer
      key={source}
      src={source}
      label={label}
      labels={labels}
      duration={call.recording_time}
      onError={() => {
        if (refreshing) return;
        setRefreshing(true);
        fetchCall()
          .then((fresh) => {
            const link = fresh?.call_details.temp_download_link ?? fresh?.temp_download_link ?? null;
            if (link && link !== source) setSource(link);
          })
          .catch(() => undefined)
          .finally(() => setRefreshing(false));
      }}
    />
  );
}
