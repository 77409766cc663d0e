import { ConfirmDialog } from '@carecall/ui';
import { useTranslation } from 'react-i18next';

/** Props of {@link DiscardChangesDialog}. */
export interface DiscardChangesDialogProps {
  onDiscard: () => void;
  onCancel: () => void;
}

/**
 * The yes/cancel question asked when another questionnaire is clicked while one is being edited, so
 * unsaved work is never dropped by a stray click; cancel has the focus.
 */
export function DiscardChangesDialog({ onDiscard, onCancel }: DiscardChangesDialogProps) {
  const { t } = useTranslation('questionnaireLifecycle');
  return (
    <ConfirmDialog
      visible
      header={t('discard.title')}
      message={t('discard.message')}
      confirmLabel={t('discard.confirm')}
      cancelLabel={t('cancel')}
      closeLabel={t('close')}
      onConfirm={onDiscard}
      onCancel={onCancel}
      severity="danger"
    />
  );
}
