import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { type ReactNode, useId } from 'react';
import { DIALOG_WIDTH } from './dialogWidth.ts';
import { getDialogProps } from './getDialogProps.ts';

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  visible: boolean;
  header: string;
  /** The form's fields. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Called by the confirm button and by Enter in a field; not while busy or confirm-disabled. */
  onConfirm: () => void;
  /** Called by the cancel button, the close icon and Escape; not while busy. */
  onCancel: () => void;
  /** While the request runs: both buttons disabled, a spinner on confirm, and the dialog cannot be closed. */
  busy?: boolean;
  confirmDisabled?: boolean;
  /** Accessible name of the close icon. */
  closeLabel?: string;
  width?: string;
}

/**
 * A modal form with confirm and cancel, wrapping its fields in a real `<form>` so Enter submits and the busy state
 * guards against double submission.
 */
export function FormDialog({
  visible,
  header,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  confirmDisabled = false,
  closeLabel,
  width = DIALOG_WIDTH,
}: FormDialogProps) {
  const formId = `${useId()}-form`;
  const footer = (
    <>
      <Button type="button" label={cancelLabel} severity="secondary" outlined disabled={busy} onClick={onCancel} />
      <Button type="submit" form={formId} label={confirmLabel} loading={busy} disabled={busy || confirmDisabled} />
    </>
  );
  return (
    <Dialog
      className="cc-dialog cc-form-dialog"
      visible={visible}
      header={header}
      footer={footer}
      {...getDialogProps({ width, onCancel, busy, closeLabel })}
    >
      <form
        id={formId}
        noValidate
        aria-busy={busy || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy && !confirmDisabled) onConfirm();
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}
