import { DIALOG_WIDTH, getDialogProps } from '@carecall/ui';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';

/** Whose change won a conflict, and when, already in the user's language and time zone. */
export interface ConflictWinner {
  name: string;
  time: string;
}

/** Props of {@link ClientVersionConflictDialog}. */
export interface ClientVersionConflictDialogProps {
  winner: ConflictWinner;
  /** Labels of the fields saving the user's changes would replace; none to name. */
  overwrites: readonly string[];
  /** Drops the unsaved changes and shows the stored client. */
  onReload: () => void;
  /** Saves the user's changes on top of the stored client. */
  onOverwrite: () => void;
  /** Closes the dialog and keeps the changes on screen, unsaved, until the user decides. */
  onKeepEditing: () => void;
}

/**
 * Shown when a save of the client was refused because someone else saved first (409): who did and when, and the three
 * ways on — load their version (dropping the user's unsaved changes), save the user's changes over theirs, or keep
 * editing with nothing sent. Nothing the user typed is dropped unless they choose it; Escape and the close icon keep
 * editing. The questionnaire editor's conflict dialog has the same shape.
 */
export function ClientVersionConflictDialog({
  winner,
  overwrites,
  onReload,
  onOverwrite,
  onKeepEditing,
}: ClientVersionConflictDialogProps) {
  const { t } = useTranslation('clientPage');
  const footer = (
    <>
      <Button
        type="button"
        label={t('conflict.keep')}
        severity="secondary"
        outlined
        onClick={onKeepEditing}
        autoFocus
      />
      <Button type="button" label={t('conflict.reload')} severity="secondary" onClick={onReload} />
      <Button type="button" label={t('conflict.overwrite')} severity="danger" onClick={onOverwrite} />
    </>
  );
  return (
    <Dialog
      visible
      className="cc-dialog cc-confirm-dialog cc-confirm-dialog--danger cc-client-conflict"
      header={t('conflict.title')}
      footer={footer}
      {...getDialogProps({ width: DIALOG_WIDTH, onCancel: onKeepEditing, closeLabel: t('conflict.close') })}
      pt={{ root: { role: 'alertdialog' } }}
    >
      <div className="cc-confirm-dialog__body">
        <i className="cc-confirm-dialog__icon pi pi-exclamation-triangle" aria-hidden="true" />
        <div>
          <p>{t('conflict.message', { name: winner.name, time: winner.time })}</p>
          {overwrites.length > 0 ? <p>{t('conflict.overwrites', { fields: overwrites.join(', ') })}</p> : null}
        </div>
      </div>
    </Dialog>
  );
}

/** Props of {@link ClientConflictNotice}. */
export interface ClientConflictNoticeProps {
  winner: ConflictWinner;
  onReload: () => void;
  onOverwrite: () => void;
}

/**
 * What stays on the page after "Keep editing": the conflict is still unresolved and nothing is saved until the user
 * loads the other version or saves theirs over it. Announced politely, so a screen reader hears it without losing its
 * place.
 */
export function ClientConflictNotice({ winner, onReload, onOverwrite }: ClientConflictNoticeProps) {
  const { t } = useTranslation('clientPage');
  return (
    <div className="cc-client-conflict-notice" role="status">
      <p>{t('conflict.notice', { name: winner.name, time: winner.time })}</p>
      <div className="cc-client-conflict-notice__actions">
        <Button type="button" label={t('conflict.reload')} severity="secondary" size="small" onClick={onReload} />
        <Button type="button" label={t('conflict.overwrite')} severity="danger" size="small" onClick={onOverwrite} />
      </div>
    </div>
  );
}
