import { lazy, Suspense, useEffect, useState } from 'react';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { detectMicrophone, type MicrophoneNavigator } from './detectMicrophone.ts';
import { getMicrophoneDialog, type MicrophoneDialogKind } from './getMicrophoneDialog.ts';

const MicrophoneDialog = lazy(() =>
  import('./MicrophoneDialog.tsx').then((module) => ({ default: module.MicrophoneDialog })),
);

/** Props of {@link MicrophoneCheck}. */
export interface MicrophoneCheckProps {
  /** The browser to ask; the page's `navigator` by default. */
  navigator?: MicrophoneNavigator;
}

/**
 * On opening the client list, checks the microphone (calls need one) and opens the matching dialog. The
 * dialog's code loads only when one is needed; once the user grants access, the page reloads so calls pick it up.
 */
export function MicrophoneCheck({ navigator: browser = globalThis.navigator }: MicrophoneCheckProps) {
  const { reload } = usePortalRuntime();
  const [dialog, setDialog] = useState<MicrophoneDialogKind | null>(null);

  useEffect(() => {
    let stopped = false;
    let status: PermissionStatus | null = null;
    const onChange = () => {
      if (status?.state === 'granted') reload();
    };
    void detectMicrophone(browser).then((detected) => {
      if (stopped) return;
      const kind = getMicrophoneDialog(detected);
      setDialog(kind);
      if (kind === 'permission' && detected.permissionStatus) {
        status = detected.permissionStatus;
        status.addEventListener('change', onChange);
      }
    });
    return () => {
      stopped = true;
      status?.removeEventListener('change', onChange);
    };
  }, [browser, reload]);

  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <MicrophoneDialog
        kind={dialog}
        onClose={() => {
          // Asking for the stream is what makes the browser show its 'Allow' prompt; the grant then reloads the page.
          if (dialog === 'permission')
            void browser.mediaDevices
              ?.getUserMedia?.({ audio: true })
              .then((stream) => {
                for (const track of stream.getTracks()) track.stop();
              })
              .catch(() => undefined);
          setDialog(null);
        }}
      />
    </Suspense>
  );
}
