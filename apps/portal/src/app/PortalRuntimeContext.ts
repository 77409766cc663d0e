import { createContext } from 'react';
import type { PortalRuntime } from './PortalRuntime.ts';

/** Carries the {@link PortalRuntime}; null outside the portal tree. */
export const PortalRuntimeContext = createContext<PortalRuntime | null>(null);
