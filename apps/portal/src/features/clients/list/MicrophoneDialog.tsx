import { AlertDialog } from '@carecall/ui';
import { useTranslation } from 'react-i18next';
import type { MicrophoneDialogKind } from './getMicrophoneDialog.ts';

/** Props of {@link MicrophoneDialog}. */
export interface MicrophoneDialogProps {
  kind: MicrophoneDialogKind;
  onClose: () => void;
}

/**
 * The microphone dialogs of the client list: no microphone found, or access not allowed yet. Loaded
 * only when one of them must show, so the first download carries no dialog code.
 */
export function MicrophoneDialog({ kind, onClose }: MicrophoneDialogProps) {
  const { t } = useTranslation('clients');
  return (
    <AlertDialog
      visible
      severity="warning"
      header={t(kind === 'noMicrophone' ? 'microphone.missingTitle' : 'microphone.permissionTitle')}
      message={t(kind === 'noMicrophone' ? 'microphone.missing' : 'microphone.permission')}
      acknowledgeLabel={t('common:ok')}
      onAcknowledge={onClose}
    />
  );
}
