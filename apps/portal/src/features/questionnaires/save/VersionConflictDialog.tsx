import type { VersionConflictBody } from '@carecall/api-client';
import { ConfirmDialog, DIALOG_WIDTH } from '@carecall/ui';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS } from '../../../app/formatPortalDate.ts';
import { useDateFormatter } from '../../../app/useDateFormatter.ts';

/** Props of {@link VersionConflictDialog}. */
export interface VersionConflictDialogProps {
  /** The server's conflict answer, naming whose save won and when; null when it did not say. */
  conflict: VersionConflictBody | null;
  /** Drops the local edits and loads what is stored now. */
  onReload: () => void;
  /** Closes the dialog; the local edits stay, unsaved. */
  onKeepEditing: () => void;
}

/**
 * Shown when a save is refused with 409 (someone else saved first): nothing is dropped until the user chooses to
 * reload the stored questionnaire, and keeping the edits leaves them in the editor to copy or redo. Whose save won,
 * and when (in the user's time zone), is said when the server told.
 */
export function VersionConflictDialog({ conflict, onReload, onKeepEditing }: VersionConflictDialogProps) {
  const { t } = useTranslation('questionnaires');
  const formatDate = useDateFormatter();
  const editor = conflict?.changedBy;
  const message =
    editor && conflict?.changedAt
      ? t('save.conflictMessageBy', {
          name: `${editor.first_name} ${editor.last_name}`.trim(),
          time: formatDate(conflict.changedAt, DATE_FORMATS.dateTime),
        })
      : t('save.conflictMessage');
  return (
    <ConfirmDialog
      visible
      header={t('save.conflictTitle')}
      message={message}
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
