import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { ReactNode } from 'react';
import { DIALOG_WIDTH } from './dialogWidth.ts';
import { getDialogProps } from './getDialogProps.ts';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  visible: boolean;
  header: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Called by the cancel button, the close icon and Escape; not while busy. */
  onCancel: () => void;
  /** While the action runs: both buttons disabled, a spinner on confirm, and the dialog cannot be closed. */
  busy?: boolean;
  /** `danger` for destructive actions such as deleting a questionnaire. */
  severity?: 'primary' | 'danger';
  /** A primeicons class shown before the message. */
  icon?: string;
  /** Accessible name of the close icon. */
  closeLabel?: string;
  width?: string;
}

/**
 * A yes/no question in an alert dialog; the cancel button takes the focus, so a stray Enter never confirms a
 * delete or a discard.
 */
export function ConfirmDialog({
  visible,
  header,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  severity = 'primary',
  icon = severity === 'danger' ? 'pi pi-exclamation-triangle' : 'pi pi-question-circle',
  closeLabel,
  width = DIALOG_WIDTH,
}: ConfirmDialogProps) {
  const footer = (
    <>
      <Button
        type="button"
        label={cancelLabel}
        severity="secondary"
        outlined
        disabled={busy}
        onClick={onCancel}
        autoFocus
      />
      <Button
        type="button"
        label={confirmLabel}
        severity={severity === 'danger' ? 'danger' : undefined}
        loading={busy}
        disabled={busy}
        onClick={onConfirm}
      />
    </>
  );
  return (
    <Dialog
      className={`cc-dialog cc-confirm-dialog cc-confirm-dialog--${severity}`}
      visible={visible}
      header={header}
      footer={footer}
      {...getDialogProps({ width, onCancel, busy, closeLabel })}
      pt={{ root: { role: 'alertdialog' } }}
    >
      <div className="cc-confirm-dialog__body">
        <i className={`cc-confirm-dialog__icon ${icon}`} aria-hidden="true" />
        <div>{message}</div>
      </div>
    </Dialog>
  );
}
