import { CONSENT_TAG_NAME, type Patient } from '@carecall/api-client';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useDateFormatter } from '../../../app/useDateFormatter.ts';
import { splitStoredPhone } from '../form/clientFormValues.ts';

/** Props of {@link ClientCard}. */
export interface ClientCardProps {
  patient: Patient;
  /** Today, passed in so the age is stable in tests. */
  today?: Date;
}

/** Initials of a name, for the card's round badge. */
function getInitials(first: string, last: string): string {
  return `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase();
}

/**
 * The left card of every client page: who the client is at a glance, and a warning when
 * consent is not accepted, since calls need it.
 */
export function ClientCard({ patient, today = new Date() }: ClientCardProps) {
  const { t } = useTranslation('clientPage');
  const formatDate = useDateFormatter();
  const details = patient.patientDetails;
  const fullName = `${details.first_name} ${details.last_name}`.trim();
  const birth = details.birth_date?.slice(0, 10);
  const consent = patient.patientTags[CONSENT_TAG_NAME]?.params;
  return (
    <section className="cc-client-card" aria-label={fullName}>
      <span className="cc-client-card__initials" aria-hidden="true">
        {getInitials(details.first_name, details.last_name)}
      </span>
      <h2 className="cc-client-card__name">{fullName}</h2>
      {consent !== 'accepted' ? (
        <p className="cc-client-card__warning" role="status">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {t('card.consentMissing')}
        </p>
      ) : null}
      <ul className="cc-client-card__phones">
        {patient.patientPhones.length === 0 ? <li>{t('card.noPhone')}</li> : null}
        {patient.patientPhones.map((phone) => {
          const { country_code, phone_number } = splitStoredPhone(phone.phone_number);
          return (
            <li key={phone.id}>
              {country_code ? `+${country_code} ` : ''}
              {phone_number}
            </li>
          );
        })}
      </ul>
      {birth ? (
        <p>
          {t('card.age', {
            age: dayjs(today).diff(dayjs(birth), 'year'),
            // Noon UTC stays on the same calendar day in every zone the portal shows.
            date: formatDate(`${birth}T12:00:00Z`),
          })}
        </p>
      ) : null}
      {details.zip_code ? <p>{t('card.zip', { zip: details.zip_code })}</p> : null}
      {details.gender ? <p>{t(`genders.${details.gender}`)}</p> : null}
      <p>{t('card.clientId', { id: patient.patientId })}</p>
    </section>
  );
}
