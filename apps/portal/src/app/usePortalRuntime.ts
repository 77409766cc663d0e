import { useContext } from 'react';
import type { PortalRuntime } from './PortalRuntime.ts';
import { PortalRuntimeContext } from './PortalRuntimeContext.ts';

/** The portal's shared services; throws outside the portal tree, since that is a wiring mistake. */
export function usePortalRuntime(): PortalRuntime {
  const runtime = useContext(PortalRuntimeContext);
  if (!runtime) throw new Error('PORTAL_NO_RUNTIME: usePortalRuntime() needs a <PortalRuntimeContext> above it.');
  return runtime;
}
