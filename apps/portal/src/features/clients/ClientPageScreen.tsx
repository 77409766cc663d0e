import { patientsGet } from '@carecall/api-client';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@carecall/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { usePortalRuntime } from '../../app/usePortalRuntime.ts';
import { HOME_PATH } from '../auth/authPaths.ts';

/** Props of {@link ClientPageScreen}. */
export interface ClientPageScreenProps {
  /** Absent on `/client` (a new client). */
  clientId?: number;
  /** The child path under `/client/{id}` (`calls`, `edit`, ...). */
  section?: string;
}

/** Child paths of the client route that show the calls (part 2 §2.1: the empty path and `summary` redirect there). */
const CALLS_REDIRECTS = new Set(['', 'summary']);

/**
 * The client routes (part 2 §2.1) until their screens arrive: `/client/{id}` and `/summary` redirect to calls, the
 * client is loaded and selected as the current client, and the page says its section is on its way. Loaded on first
 * visit, so none of this weighs on the client list.
 */
export function ClientPageScreen({ clientId, section = '' }: ClientPageScreenProps) {
  const { api, store, navigate } = usePortalRuntime();
  const { t } = useTranslation(['clients', 'shell']);
  const client = useQuery({
    queryKey: ['patient', clientId],
    queryFn: ({ signal }) => api.call(patientsGet, { params: { patientId: clientId ?? 0 } }, { signal }),
    enabled: clientId !== undefined,
  });

  useEffect(() => {
    if (clientId !== undefined) store.update({ currentClientId: clientId });
  }, [clientId, store]);

  const normalizedSection = section.replace(/\/+$/, '').toLowerCase();
  if (clientId !== undefined && CALLS_REDIRECTS.has(normalizedSection))
    return <Redirect to={`/client/${clientId}/calls`} replace />;

  const back = (
    <a
      className="cc-link"
      href={HOME_PATH}
      onClick={(event) => {
        event.preventDefault();
        navigate(HOME_PATH);
      }}
    >
      {t('page.back')}
    </a>
  );

  if (clientId === undefined)
    return (
      <section className="cc-screen">
        <PageHeader title={t('shell:titles.addNewPatient')} />
        <EmptyState title={t('page.comingTitle')} message={t('page.comingText')} icon="pi pi-user-plus" action={back} />
      </section>
    );
  if (client.isPending) return <LoadingState label={t('page.loading')} />;
  if (client.isError) return <ErrorState message={t('page.loadFailed')} />;
  const details = client.data.patientDetails;
  return (
    <section className="cc-screen">
      <PageHeader title={`${details.first_name} ${details.last_name}`.trim()} subtitle={`#${clientId}`} />
      <EmptyState title={t('page.comingTitle')} message={t('page.comingText')} icon="pi pi-clock" action={back} />
    </section>
  );
}
