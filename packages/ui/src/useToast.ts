import { useContext } from 'react';
import { type ToastApi, ToastContext } from './ToastContext.ts';

/** Shows toasts from any component under a {@link ToastProvider}; throws outside one, as that is a wiring mistake. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('UI_NO_TOAST_PROVIDER: useToast() needs a <ToastProvider> above it.');
  return api;
}
