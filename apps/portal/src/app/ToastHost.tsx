import { ToastProvider, useToast } from '@carecall/ui';
import { useEffect } from 'react';
import { usePortalRuntime } from './usePortalRuntime.ts';

function NotifierBridge() {
  const { notifier } = usePortalRuntime();
  const toast = useToast();
  useEffect(() => notifier.bind({ show: toast.show, clear: toast.clear }), [notifier, toast]);
  return null;
}

/** The toasts on screen: @carecall/ui's provider, fed by the runtime's notifier. Loaded with the first message. */
export function ToastHost() {
  return (
    <ToastProvider>
      <NotifierBridge />
    </ToastProvider>
  );
}
