import { ConfirmDialog, DIALOG_WIDTH } from '@carecall/ui';
import { useTranslation } from 'react-i18next';

/** Props of {@link VersionConflictDialog}. */
export interface VersionConflictDialogProps {
  /** Drops the local edits and loads what is stored now. */
  onReload: () => void;
  /** Closes the dialog; the local edits stay, unsaved. */
  onKeepEditing: () => void;
}

/**
 * Shown when a save is refused with 409 (someone else saved first): nothing is dropped until the user chooses to
 * reload the stored questionnaire, and keeping the edits leaves them in the editor to copy or redo.
 */
export function VersionConflictDialog({ onReload, onKeepEditing }: VersionConflictDialogProps) {
  const { t } = useTranslation('questionnaires');
  return (
    <ConfirmDialog
      visible
      header={t('save.conflictTitle')}
      message={t('save.conflictMessage')}
      confirmLabel={t('save.conflictReload')}
      cancelLabel={t('save.conflictKeep')}
      onConfirm={onReload}
      onCancel={onKeepEditing}
      severity="danger"
      icon="pi pi-exclamation-triangle"
      closeLabel={t('save.conflictClose')}
      width={DIALOG_WIDTH}
    />
  );
}
