import { EmptyState, ErrorState, LoadingState, PageHeader } from '@carecall/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalStore } from '../../app/usePortalStore.ts';
import { ClientCard } from './ClientCard.tsx';
import { sortClientsByLastCall } from './sortClientsByLastCall.ts';
import { usePatientSearchQuery } from './usePatientSearchQuery.ts';

/**
 * `/PatientList`, the home screen (part 1 §2), first version: a greeting with the user's first name and the
 * organization's clients as cards, last call first, with loading, empty and error states. Search, sort, filters and
 * paging come with the full client list.
 */
export function ClientListScreen() {
  const { t } = useTranslation('clients');
  const firstName = usePortalStore((state) => state.user?.first_name ?? '');
  const query = usePatientSearchQuery();
  const patients = useMemo(() => sortClientsByLastCall(query.data ?? []), [query.data]);

  return (
    <section className="cc-screen cc-client-list-screen">
      <PageHeader title={t('greeting', { name: firstName })} subtitle={t('selectClient')} />
      {query.isPending ? (
        <LoadingState label={t('loading')} rows={6} avatar />
      ) : query.isError ? (
        <ErrorState message={t('loadFailed')} retryLabel={t('common:retry')} onRetry={() => void query.refetch()} />
      ) : patients.length === 0 ? (
        <EmptyState title={t('empty')} icon="pi pi-users" />
      ) : (
        <>
          <p className="cc-client-list__count">{t('count', { count: patients.length })}</p>
          <ul className="cc-client-list" aria-label={t('listLabel')}>
            {patients.map((patient) => (
              <li key={patient.patient_id}>
                <ClientCard patient={patient} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
