import { createContext } from 'react';

/** How a toast looks and how urgent it is. */
export type ToastSeverity = 'success' | 'info' | 'warn' | 'error';

/** One toast; every text is already translated. */
export interface ToastMessage {
  severity: ToastSeverity;
  summary: string;
  detail?: string;
  /** Milliseconds before it closes by itself. */
  life?: number;
  /** Stays until the user closes it. */
  sticky?: boolean;
}

/** What {@link useToast} returns: typed shortcuts over PrimeReact's Toast. */
export interface ToastApi {
  show: (message: ToastMessage) => void;
  success: (summary: string, detail?: string) => void;
  info: (summary: string, detail?: string) => void;
  warn: (summary: string, detail?: string) => void;
  /** Errors stay until closed, so nobody misses one. */
  error: (summary: string, detail?: string) => void;
  clear: () => void;
}

/** Carries the nearest {@link ToastProvider}'s API; null outside one. */
export const ToastContext = createContext<ToastApi | null>(null);
