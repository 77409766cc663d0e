import type { CallListItem } from '@carecall/api-client';
import { AudioPlayer } from '@carecall/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetchCall } from '../api/useCallQuery.ts';
import { usePlayerLabels } from './usePlayerLabels.ts';

/** Props of {@link CallRecordingCell}. */
export interface CallRecordingCellProps {
  call: Pick<CallListItem, 'id' | 'patient_id' | 'ongoing' | 'was_recorded' | 'temp_download_link' | 'recording_time'>;
  label: string;
}

/**
 * The recording of one listed call: a wave while the call is ongoing, 'not recorded' when nothing was recorded, else a
 * player. A link that fails to load or play has expired: the call is read again for a fresh one, once per failure.
 */
export function CallRecordingCell({ call, label }: CallRecordingCellProps) {
  const { t } = useTranslation('calls');
  const labels = usePlayerLabels();
  const fetchCall = useFetchCall(call.patient_id, call.id);
  const [source, setSource] = useState(call.temp_download_link);
  const [refreshing, setRefreshing] = useState(false);

  if (call.ongoing)
    return (
      <span className="cc-calls__ongoing">
        <i className="pi pi-wave-pulse" aria-hidden="true" /> {t('panel.ongoing')}
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
