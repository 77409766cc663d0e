import { DIALOG_WIDTH, getDialogProps } from '@carecall/ui';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITOR_SHORTCUTS } from '../editor/editorShortcuts.ts';
import './panels.css';

/** Props of {@link ShortcutsHelpDialog}. */
export interface ShortcutsHelpDialogProps {
  onClose: () => void;
  /** Shows "Mod" as ⌘ instead of Ctrl; detected from the browser when left out. */
  isMac?: boolean;
}

/** Whether the browser runs on an Apple system, where the editor's "Mod" key is ⌘. */
function detectMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.userAgent);
}

/**
 * Lists every keyboard shortcut of the editor from the same table the key handler uses (`EDITOR_SHORTCUTS`), so
 * the help can never drift from what the keys do; "Mod" reads Ctrl, or ⌘ on a Mac.
 */
export function ShortcutsHelpDialog({ onClose, isMac = detectMac() }: ShortcutsHelpDialogProps) {
  const { t } = useTranslation('questionnaireLifecycle');
  const showKey = (key: string) => (key === 'Mod' ? (isMac ? '⌘' : 'Ctrl') : key);
  return (
    <Dialog
      className="cc-dialog cc-shortcuts-dialog"
      visible
      header={t('shortcuts.title')}
      footer={<Button type="button" label={t('close')} onClick={onClose} autoFocus />}
      {...getDialogProps({ width: DIALOG_WIDTH, onCancel: onClose, closeLabel: t('close') })}
    >
      <table className="cc-shortcuts">
        <thead>
          <tr>
            <th scope="col">{t('shortcuts.keys')}</th>
            <th scope="col">{t('shortcuts.action')}</th>
          </tr>
        </thead>
        <tbody>
          {EDITOR_SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.id}>
              <td className="cc-shortcuts__keys">
                {shortcut.keys.map((key, index) => (
                  <Fragment key={key}>
                    {index > 0 ? <span aria-hidden="true">+</span> : null}
                    <kbd>{showKey(key)}</kbd>
                  </Fragment>
                ))}
              </td>
              <td>
                {t(shortcut.labelKey, { ns: 'questionnaires' })}
                {shortcut.editOnly ? <span className="cc-shortcuts__note"> ({t('shortcuts.editOnly')})</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
