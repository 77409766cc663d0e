import { ConfirmDialog } from '@carecall/ui';
import { useTranslation } from 'react-i18next';

/** Props of {@link ArchiveWarningDialog}. */
export interface ArchiveWarningDialogProps {
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The warning shown before archiving an embedded-type questionnaire: other questionnaires can no longer
 * attach it until it is restored, while those already using it keep working.
 */
export function ArchiveWarningDialog({ onConfirm, onCancel }: ArchiveWarningDialogProps) {
  const { t } = useTranslation('questionnaireLifecycle');
  return (
    <ConfirmDialog
      visible
      header={t('archive.title')}
      message={t('archive.message')}
      confirmLabel={t('archive.confirm')}
      cancelLabel={t('cancel')}
      closeLabel={t('close')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      icon="pi pi-exclamation-triangle"
    />
  );
}
