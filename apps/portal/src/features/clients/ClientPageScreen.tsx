import { patientsGet } from '@carecall/api-client';
import { LoadingState } from '@carecall/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalRuntime } from '../../app/usePortalRuntime.ts';
import { usePortalToast } from '../../app/usePortalToast.ts';
import { HOME_PATH } from '../auth/authPaths.ts';
import { NewClientScreen } from './form/NewClientScreen.tsx';
import { ClientLayout } from './layout/ClientLayout.tsx';
import { registerClientPageTexts } from './layout/registerClientPageTexts.ts';
import './layout/clientPage.css';

/** Props of {@link ClientPageScreen}. */
export interface ClientPageScreenProps {
  /** Absent on `/client` (a new client). */
  clientId?: number;
  /** The child path under `/client/{id}` (`summaryPatient`, `edit`, ...). */
  section?: string;
}

/**
 * The client routes (part 1 §2), loaded on first visit so none of this weighs on the client list: `/client` is the
 * new-client form; `/client/{id}/…` loads the client before showing anything, and a load error goes back where the
 * user came from with 'We are sorry, we could not get the patient's details…' instead of showing a broken page.
 */
export function ClientPageScreen({ clientId, section = '' }: ClientPageScreenProps) {
  const runtime = usePortalRuntime();
  registerClientPageTexts(runtime.i18n);
  const { api, store, navigate } = runtime;
  const { t } = useTranslation('clientPage');
  const toast = usePortalToast();
  const client = useQuery({
    queryKey: ['patient', clientId],
    queryFn: ({ signal }) => api.call(patientsGet, { params: { patientId: clientId ?? 0 } }, { signal }),
    enabled: clientId !== undefined,
    retry: false,
  });
  const aborted = useRef(false);

  useEffect(() => {
    if (clientId !== undefined) store.update({ currentClientId: clientId });
  }, [clientId, store]);

  useEffect(() => {
    if (!client.isError || aborted.current) return;
    aborted.current = true;
    toast.error(t('loadFailed'));
    // The navigation is undone: back to the page the user was on, or the client list when the page was opened directly.
    if (window.history.length > 1) window.history.back();
    else navigate(HOME_PATH, { replace: true });
  }, [client.isError, toast, t, navigate]);

  if (clientId === undefined) return <NewClientScreen />;
  if (client.isPending || client.isError) return <LoadingState label={t('loading')} />;
  return <ClientLayout patient={client.data} section={section.replace(/\/+$/, '').toLowerCase()} />;
}
