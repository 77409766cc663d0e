import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { ReactNode } from 'react';
import { DIALOG_WIDTH } from './dialogWidth.ts';
import { getDialogProps } from './getDialogProps.ts';

/** Props of {@link AlertDialog}. */
export interface AlertDialogProps {
  visible: boolean;
  header: string;
  message: ReactNode;
  /** The one button, e.g. "OK". */
  acknowledgeLabel: string;
  /** Called by the button only: the dialog has no close icon and ignores Escape. */
  onAcknowledge: () => void;
  /** `warning` for a notice the user must act on, such as an expired session. */
  severity?: 'info' | 'warning';
  width?: string;
}

/**
 * A message the user must acknowledge before going on (an expired session, a callee no longer available): one
 * button, no close icon, no Escape, so nothing else can happen until it is read.
 */
export function AlertDialog({
  visible,
  header,
  message,
  acknowledgeLabel,
  onAcknowledge,
  severity = 'info',
  width = DIALOG_WIDTH,
}: AlertDialogProps) {
  const icon = severity === 'warning' ? 'pi pi-exclamation-triangle' : 'pi pi-info-circle';
  return (
    <Dialog
      className={`cc-dialog cc-alert-dialog cc-alert-dialog--${severity}`}
      visible={visible}
      header={header}
      footer={<Button type="button" label={acknowledgeLabel} onClick={onAcknowledge} autoFocus />}
      {...getDialogProps({ width })}
      pt={{ root: { role: 'alertdialog' } }}
    >
      <div className="cc-confirm-dialog__body">
        <i className={`cc-confirm-dialog__icon ${icon}`} aria-hidden="true" />
        <div>{message}</div>
      </div>
    </Dialog>
  );
}
