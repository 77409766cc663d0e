import { AlertDialog } from '@carecall/ui';
import { useTranslation } from 'react-i18next';

/** Props of {@link SessionExpiredDialog}. */
export interface SessionExpiredDialogProps {
  onAcknowledge: () => void;
}

/**
 * The alert of an expired session: 'Your session has expired. Please log in again' with OK. Its own
 * module, loaded only when a session expires, so the dialog code stays out of the first download.
 */
export function SessionExpiredDialog({ onAcknowledge }: SessionExpiredDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <AlertDialog
      visible
      header={t('session.expiredTitle')}
      message={t('session.expired')}
      acknowledgeLabel={t('common:ok')}
      severity="warning"
      onAcknowledge={onAcknowledge}
    />
  );
}
