import { LoadingState } from '@carecall/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalRuntime } from '../../app/usePortalRuntime.ts';
import { usePortalToast } from '../../app/usePortalToast.ts';
import { HOME_PATH } from '../auth/authPaths.ts';
import { useClientQuery } from './api/useClientQuery.ts';
import { NewClientScreen } from './form/NewClientScreen.tsx';
import { ClientLayout } from './layout/ClientLayout.tsx';
import { registerClientPageTexts } from './layout/registerClientPageTexts.ts';
import './layout/clientPage.css';

/** Whether the document itself was loaded at the current address, rather than reached by a navigation inside it. */
function wasOpenedHere(view: Window): boolean {
  const [entry] = view.performance.getEntriesByType?.('navigation') ?? [];
  const loaded = entry && 'name' in entry ? new URL(entry.name, view.location.href) : null;
  return loaded === null || loaded.pathname === view.location.pathname;
}

/** Props of {@link ClientPageScreen}. */
export interface ClientPageScreenProps {
  /** Absent on `/client` (a new client). */
  clientId?: number;
  /** The child path under `/client/{id}` (`summaryPatient`, `edit`, ...). */
  section?: string;
}

/**
 * The client routes, loaded on first visit so none of this weighs on the client list: `/client` is the
 * new-client form; `/client/{id}/…` loads the client before showing anything, and a load error goes back where the
 * user came from with 'We are sorry, we could not get the patient's details…' instead of showing a broken page.
 */
export function ClientPageScreen({ clientId, section = '' }: ClientPageScreenProps) {
  const runtime = usePortalRuntime();
  registerClientPageTexts(runtime.i18n);
  const { store, navigate } = runtime;
  const { t } = useTranslation('clientPage');
  const toast = usePortalToast();
  const client = useClientQuery(clientId);
  const aborted = useRef(false);

  useEffect(() => {
    if (clientId !== undefined) store.update({ currentClientId: clientId });
  }, [clientId, store]);

  useEffect(() => {
    if (!client.isError || aborted.current) return;
    aborted.current = true;
    toast.error(t('loadFailed'));
    // The navigation is undone: back to the portal page the user was on; a page opened at this address has none (the
    // entry before it may be the sign-in page), so the broken address is replaced by the client list.
    if (wasOpenedHere(window)) navigate(HOME_PATH, { replace: true });
    else window.history.back();
  }, [client.isError, toast, t, navigate]);

  if (clientId === undefined) return <NewClientScreen />;
  if (client.isPending || client.isError) return <LoadingState label={t('loading')} />;
  return <ClientLayout patient={client.data} section={section.replace(/\/+$/, '').toLowerCase()} />;
}
