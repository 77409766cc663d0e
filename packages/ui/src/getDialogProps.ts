import type { DialogProps } from 'primereact/dialog';
import { DIALOG_BREAKPOINTS } from './dialogWidth.ts';

/** What sets one dialog's PrimeReact settings apart from another's. */
export interface DialogOptions {
  width: string;
  /** Called by the close icon and Escape, never while busy; without it the dialog has neither. */
  onCancel?: () => void;
  busy?: boolean;
  /** Accessible name of the close icon. */
  closeLabel?: string;
}

/**
 * The PrimeReact settings every dialog here shares, so they all keep the given width (narrowed to fit a phone),
 * stay where they open and close the same way: by icon and Escape only when they can be cancelled and are not busy.
 */
export function getDialogProps({ width, onCancel, busy = false, closeLabel }: DialogOptions) {
  const closing: Pick<DialogProps, 'onHide' | 'closable' | 'closeOnEscape' | 'ariaCloseIconLabel'> = onCancel
    ? {
        onHide: () => {
          if (!busy) onCancel();
        },
        closable: !busy,
        ariaCloseIconLabel: closeLabel,
      }
    : { onHide: () => undefined, closable: false, closeOnEscape: false };
  return { ...closing, style: { width }, breakpoints: DIALOG_BREAKPOINTS, draggable: false, resizable: false };
}
