import { useEffect, useState } from 'react';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { getBrowserMediaEnvironment } from '../../liveCall/voice/browserMedia.ts';
import { startRingTone } from '../helpers/startRingTone.ts';
import { createDevPhone, type DevPhone, type DevPhoneEnvironment, type DevPhoneState } from './createDevPhone.ts';

function getBrowserEnvironment(): DevPhoneEnvironment {
  return {
    ...getBrowserMediaEnvironment(),
    startRinging: () => startRingTone(),
  };
}

/**
 * The browser phone of the selected organization while the screen is open: a new line whenever the organization
 * changes or `attempt` grows (Reconnect), closed when the screen closes. While a call rings or is live the session's
 * inactivity check waits, as it does for the call screen.
 */
export function useDevPhone(
  organizationId: number | null,
  attempt: number,
  environment: DevPhoneEnvironment | null = null,
  purpose: 'clients' | 'dryRun' = 'clients',
): { phone: DevPhone | null; state: DevPhoneState | null; tokenMissing: boolean } {
  const runtime = usePortalRuntime();
  const [phone, setPhone] = useState<DevPhone | null>(null);
  const [state, setState] = useState<DevPhoneState | null>(null);
  const [tokenMissing, setTokenMissing] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the trigger of a new line
  useEffect(() => {
    if (organizationId === null) return;
    let created: DevPhone | null = null;
    let cancelled = false;
    setState(null);
    setTokenMissing(false);
    void runtime.auth.getAccessToken().then((token) => {
      if (cancelled) return;
      if (!token) {
        setTokenMissing(true);
        return;
      }
      created = createDevPhone({
        token,
        organizationId,
        environment: environment ?? getBrowserEnvironment(),
        purpose,
      });
      created.subscribe(setState);
      setPhone(created);
      setState(created.getState());
    });
    return () => {
      cancelled = true;
      created?.dispose();
      setPhone(null);
    };
  }, [organizationId, attempt, runtime, environment, purpose]);

  const busy = state?.call != null;
  useEffect(() => {
    runtime.callActivity.setActive(busy);
    return () => runtime.callActivity.setActive(false);
  }, [busy, runtime]);

  return { phone, state, tokenMissing };
}
