import { FormDialog, type FormDialogProps } from '@carecall/ui';
import { useTranslation } from 'react-i18next';

/** Props of {@link EditorFormDialog}: those of the form dialog but what every editor dialog shows alike. */
export type EditorFormDialogProps = Omit<FormDialogProps, 'visible' | 'confirmLabel' | 'cancelLabel' | 'closeLabel'>;

/**
 * A questionnaire editor's form dialog, open while mounted, with the editor's confirm, cancel and close labels, so
 * the vertex, edge, start/complete and settings dialogs cannot drift apart in wording.
 */
export function EditorFormDialog(props: EditorFormDialogProps) {
  const { t } = useTranslation(['questionnaireDialogs', 'common']);
  return (
    <FormDialog
      visible
      confirmLabel={t('actions.confirm')}
      cancelLabel={t('actions.cancel')}
      closeLabel={t('common:close')}
      {...props}
    />
  );
}
