import { EmptyState, ErrorState, LoadingState, PageHeader } from '@carecall/ui';
import { useCallback, useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPortalDay } from '../../../app/formatPortalDay.ts';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../../app/usePortalStore.ts';
import { usePatientSearchQuery } from '../api/usePatientSearchQuery.ts';
import { ClientCard } from './ClientCard.tsx';
import { type ClientActivityFilter, filterClientRows } from './filterClientRows.ts';
import { MicrophoneCheck, type MicrophoneCheckProps } from './MicrophoneCheck.tsx';
import { CLIENT_SORT_KEYS, type ClientSortKey, sortClientRows } from './sortClientRows.ts';
import { toClientListRow } from './toClientListRow.ts';
import { useSentinelPaging } from './useSentinelPaging.ts';
import './clientList.css';

const ACTIVITY_FILTERS: readonly ClientActivityFilter[] = ['active', 'inactive', 'all'];

/** Props of {@link ClientListScreen}. */
export interface ClientListScreenProps {
  /** The browser the microphone check asks; the page's by default. */
  navigator?: MicrophoneCheckProps['navigator'];
}

/**
 * `/PatientList`, the home screen: greeting, search, sort, activity filter, the add button, a counter and
 * the client cards, 20 first and 30 more at the bottom. Rows are prepared once per load and sorted once per order,
 * so a keystroke only filters (deferred, so typing stays responsive) and renders one page. In the first download:
 * no dayjs (dates through `Intl`), no PrimeReact form controls, the microphone dialogs load only when shown.
 */
export function ClientListScreen({ navigator }: ClientListScreenProps = {}) {
  const { t } = useTranslation('clients');
  const { navigate } = usePortalRuntime();
  const firstName = usePortalStore((state) => state.user?.first_name ?? '');
  const locale = usePortalStore((state) => state.locale);
  const timeZone = usePortalStore((state) => state.settings?.timezone ?? null);
  const query = usePatientSearchQuery();
  const [search, setSearch] = useState('');
  const [sortKey, setSortKey] = useState<ClientSortKey>('lastCall');
  const [activity, setActivity] = useState<ClientActivityFilter>('active');
  const deferredSearch = useDeferredValue(search);
  const ids = useId();

  const rows = useMemo(() => (query.data ?? []).map(toClientListRow), [query.data]);
  const sorted = useMemo(() => sortClientRows(rows, sortKey), [rows, sortKey]);
  const filtered = useMemo(
    () => filterClientRows(sorted, { search: deferredSearch, activity }),
    [sorted, deferredSearch, activity],
  );
  const paging = useSentinelPaging(filtered.length, `${deferredSearch}\n${sortKey}\n${activity}`);
  const formatDay = useCallback((value: string) => formatPortalDay(value, { locale, timeZone }), [locale, timeZone]);

  return (
    <section className="cc-screen cc-client-list-screen">
      {navigator === undefined ? <MicrophoneCheck /> : <MicrophoneCheck navigator={navigator} />}
      <PageHeader title={t('greeting', { name: firstName })} subtitle={t('selectClient')} />
      <div className="cc-client-list__toolbar">
        <input
          className="p-inputtext p-component cc-client-list__search"
          type="search"
          aria-label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <label className="cc-client-list__select" htmlFor={`${ids}-sort`}>
          {t('sortLabel')}
          <select
            id={`${ids}-sort`}
            className="p-inputtext p-component"
            value={sortKey}
            onChange={(event) => setSortKey(event.target.value as ClientSortKey)}
          >
            {CLIENT_SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(`sort.${key}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="cc-client-list__select" htmlFor={`${ids}-activity`}>
          {t('activityLabel')}
          <select
            id={`${ids}-activity`}
            className="p-inputtext p-component"
            value={activity}
            onChange={(event) => setActivity(event.target.value as ClientActivityFilter)}
          >
            {ACTIVITY_FILTERS.map((key) => (
              <option key={key} value={key}>
                {t(`activity.${key}`)}
              </option>
            ))}
          </select>
        </label>
        <a
          className="p-button p-component p-button-icon-only p-button-rounded cc-client-list__add"
          href="/client"
          title={t('add')}
          onClick={(event) => {
            event.preventDefault();
            navigate('/client');
          }}
        >
          <i className="pi pi-plus" aria-hidden="true" />
          <span className="cc-visually-hidden">{t('add')}</span>
        </a>
      </div>
      {query.isPending ? (
        <LoadingState label={t('loading')} rows={6} avatar />
      ) : query.isError ? (
        <ErrorState message={t('loadFailed')} retryLabel={t('common:retry')} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('empty')} icon="pi pi-users" />
      ) : (
        <>
          {/* `data-search` names the search the list shows, so a test sees when a keystroke has reached it. */}
          <p className="cc-client-list__count" aria-live="polite" data-search={deferredSearch}>
            {t('counter', { filtered: filtered.length, total: rows.length })}
          </p>
          {filtered.length === 0 ? <p className="cc-client-list__none">{t('noMatch')}</p> : null}
          <ul className="cc-client-list" aria-label={t('listLabel')}>
            {filtered.slice(0, paging.visibleCount).map((row) => (
              <li key={row.record.patient_id}>
                <ClientCard row={row} formatDay={formatDay} />
              </li>
            ))}
          </ul>
          {paging.hasMore ? (
            <div ref={paging.sentinelRef} className="cc-client-list__sentinel" aria-hidden="true" />
          ) : null}
        </>
      )}
    </section>
  );
}
