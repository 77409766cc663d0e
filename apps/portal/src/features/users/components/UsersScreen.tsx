import { ErrorState, LoadingState, PageHeader } from '@carecall/ui';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterUserRows } from '../api/toUserRows.ts';
import { useUsersQuery } from '../api/useUsersQuery.ts';
import { AddUserDialog } from './AddUserDialog.tsx';

/** The table's height limit and the id column's width. */
const TABLE_MAX_HEIGHT = '700px';
const ID_COLUMN_WIDTH = '100px';

/**
 * `/Users`: the organization's users in a searchable ('Type to search'), sortable table, and a round plus
 * button that opens the add-user modal.
 */
export function UsersScreen() {
  const { t } = useTranslation('users');
  const users = useUsersQuery();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const rows = useMemo(() => filterUserRows(users.data ?? [], search), [users.data, search]);

  return (
    <section className="cc-screen cc-users-screen">
      <PageHeader
        title={t('title')}
        actions={
          <Button
            type="button"
            icon="pi pi-plus"
            rounded
            aria-label={t('add')}
            tooltip={t('add')}
            tooltipOptions={{ position: 'left' }}
            onClick={() => setAdding(true)}
          />
        }
      />
      <div className="cc-users-screen__toolbar">
        <span className="cc-search-field">
          <i className="pi pi-search" aria-hidden="true" />
          <InputText
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('searchPlaceholder')}
            aria-label={t('searchLabel')}
          />
        </span>
        {users.data ? (
          <span className="cc-users-screen__count" aria-live="polite">
            {t('count', { shown: rows.length, total: users.data.length })}
          </span>
        ) : null}
      </div>
      {users.isPending ? (
        <LoadingState label={t('loading')} rows={6} />
      ) : users.isError ? (
        <ErrorState message={t('loadFailed')} retryLabel={t('common:retry')} onRetry={() => void users.refetch()} />
      ) : (
        <DataTable
          value={rows}
          dataKey="userId"
          sortField="userId"
          sortOrder={1}
          removableSort
          scrollable
          scrollHeight={TABLE_MAX_HEIGHT}
          emptyMessage={t('empty')}
          aria-label={t('tableLabel')}
          size="small"
          stripedRows
        >
          <Column
            field="userId"
            header={t('columns.userId')}
            sortable
            style={{ width: ID_COLUMN_WIDTH, minWidth: ID_COLUMN_WIDTH }}
          />
          <Column field="firstName" header={t('columns.firstName')} sortable />
          <Column field="lastName" header={t('columns.lastName')} sortable />
          <Column field="email" header={t('columns.email')} sortable />
        </DataTable>
      )}
      <AddUserDialog visible={adding} onClose={() => setAdding(false)} />
    </section>
  );
}
