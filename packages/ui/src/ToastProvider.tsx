import { Toast } from 'primereact/toast';
import { type ReactNode, useMemo, useRef } from 'react';
import { type ToastApi, ToastContext, type ToastMessage } from './ToastContext.ts';

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  children: ReactNode;
  position?: 'top-right' | 'top-left' | 'top-center' | 'bottom-right' | 'bottom-left' | 'bottom-center' | 'center';
  /** Milliseconds a non-error toast stays; errors stay until closed. */
  life?: number;
}

/**
 * Owns one PrimeReact Toast and hands its API down through context, so each portal tree (and each test) gets its
 * own toasts and nothing is global.
 */
export function ToastProvider({ children, position = 'top-right', life = 5000 }: ToastProviderProps) {
  const toastRef = useRef<Toast>(null);
  const api = useMemo<ToastApi>(() => {
    const show = (message: ToastMessage) => {
      toastRef.current?.show({
        severity: message.severity,
        summary: message.summary,
        detail: message.detail,
        life: message.life ?? life,
        sticky: message.sticky ?? message.severity === 'error',
      });
    };
    return {
      show,
      success: (summary, detail) => show({ severity: 'success', summary, detail }),
      info: (summary, detail) => show({ severity: 'info', summary, detail }),
      warn: (summary, detail) => show({ severity: 'warn', summary, detail }),
      error: (summary, detail) => show({ severity: 'error', summary, detail }),
      clear: () => toastRef.current?.clear(),
    };
  }, [life]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toast ref={toastRef} position={position} />
    </ToastContext.Provider>
  );
}
