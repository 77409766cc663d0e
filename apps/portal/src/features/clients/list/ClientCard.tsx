import { formatStoredPhone } from '@carecall/api-client';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import type { ClientListRow } from './toClientListRow.ts';

/** Props of {@link ClientCard}. */
export interface ClientCardProps {
  row: ClientListRow;
  /** Formats the last call's day in the user's language and time zone. */
  formatDay: (value: string) => string;
}

/**
 * One client on the client list: initials linking to the client (tooltip with the client and external
 * ids), name, age, a missing-consent tag, phones, address, an edit link and the last call's day.
 */
export function ClientCard({ row, formatDay }: ClientCardProps) {
  const { t } = useTranslation('clients');
  const { navigate } = usePortalRuntime();
  const { record, fullName } = row;
  const href = `/client/${record.patient_id}`;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(event.currentTarget.getAttribute('href') ?? href);
  };
  const nameId = `client-${record.patient_id}-name`;
  return (
    <article className="cc-client-card" aria-labelledby={nameId}>
      <a
        className="cc-client-card__initials"
        href={href}
        aria-label={t('open', { name: fullName })}
        title={t('idTooltip', { id: record.patient_id, externalId: record.external_id || t('none') })}
        onClick={follow}
      >
        {row.initials}
      </a>
      <div className="cc-client-card__body">
        <div className="cc-client-card__title">
          <h2 className="cc-client-card__name" id={nameId}>
            {fullName}
          </h2>
          {record.consent === null ? <span className="cc-client-card__tag">{t('missingConsent')}</span> : null}
        </div>
        <p className="cc-client-card__age">{record.age === null ? t('ageUnknown') : t('age', { age: record.age })}</p>
        {record.phones.length > 0 ? (
          <ul className="cc-client-card__phones" aria-label={t('phones')}>
            {record.phones.map((phone) => (
              <li key={phone}>
                <i className="pi pi-phone" aria-hidden="true" /> {formatStoredPhone(phone)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="cc-client-card__muted">{t('noPhone')}</p>
        )}
        <p className={row.address ? 'cc-client-card__address' : 'cc-client-card__muted'}>
          {row.address || t('noAddress')}
        </p>
        <p className="cc-client-card__last-call">
          {record.last_call_start_date
            ? t('lastCall', { date: formatDay(record.last_call_start_date) })
            : t('neverCalled')}
        </p>
      </div>
      <a className="cc-client-card__edit" href={`${href}/edit`} title={t('edit', { name: fullName })} onClick={follow}>
        <i className="pi pi-pencil" aria-hidden="true" />
        <span className="cc-visually-hidden">{t('edit', { name: fullName })}</span>
      </a>
    </article>
  );
}
