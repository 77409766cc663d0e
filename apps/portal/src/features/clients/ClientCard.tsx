import type { PatientSearchRecord } from '@carecall/api-client';
import { useTranslation } from 'react-i18next';
import { usePortalRuntime } from '../../app/usePortalRuntime.ts';
import { formatStoredPhone } from './formatStoredPhone.ts';

/** Props of {@link ClientCard}. */
export interface ClientCardProps {
  patient: PatientSearchRecord;
}

function getInitials(patient: PatientSearchRecord): string {
  return `${patient.first_name.charAt(0)}${patient.last_name.charAt(0)}`.toUpperCase();
}

/** One client on the client list: initials linking to the client, name, age and phones. */
export function ClientCard({ patient }: ClientCardProps) {
  const { t } = useTranslation('clients');
  const { navigate } = usePortalRuntime();
  const name = `${patient.first_name} ${patient.last_name}`.trim();
  const href = `/client/${patient.patient_id}`;
  return (
    <article className="cc-client-card" aria-labelledby={`client-${patient.patient_id}-name`}>
      <a
        className="cc-client-card__initials"
        href={href}
        aria-label={t('open', { name })}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          navigate(href);
        }}
      >
        {getInitials(patient)}
      </a>
      <div className="cc-client-card__body">
        <h2 className="cc-client-card__name" id={`client-${patient.patient_id}-name`}>
          {name}
        </h2>
        <p className="cc-client-card__age">{patient.age === null ? t('ageUnknown') : t('age', { age: patient.age })}</p>
        {patient.phones.length > 0 ? (
          <ul className="cc-client-card__phones" aria-label={t('phones')}>
            {patient.phones.map((phone) => (
              <li key={phone}>
                <i className="pi pi-phone" aria-hidden="true" /> {formatStoredPhone(phone)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="cc-client-card__muted">{t('noPhone')}</p>
        )}
      </div>
    </article>
  );
}
