import { CONSENT_TAG_NAME, type PatientSearchRecord } from '@carecall/api-client';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { queryRows } from '../db/queryRows.ts';

/** What the client list is narrowed by. */
export interface PatientListFilter {
  organizationId: number;
  /** Today in the organization's time zone, `YYYY-MM-DD`; ages are counted from it. */
  today: string;
  /** Matches first and last name (either order), external id, or the digits of a phone number. */
  search?: string | undefined;
}

interface SearchRow {
  patient_id: number;
  first_name: string;
  last_name: string;
  external_id: string | null;
  phones: string[] | null;
  country: string | null;
  state: string | null;
  city: string | null;
  age: number | null;
  consent: string | null;
  last_call_start_date: Date | string | null;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function buildSearchCondition(search: string | undefined): SQL {
  const text = search?.trim() ?? '';
  if (text === '') return sql`true`;
  const pattern = `%${escapeLike(text)}%`;
  const digits = text.replace(/\D/g, '');
  const phoneMatch =
    digits.length === 0
      ? sql`false`
      : sql`exists (select 1 from patient_phones sp where sp.patient_id = p.id
              and (sp.country_code || sp.number) like ${`%${digits}%`})`;
  return sql`((p.first_name || ' ' || p.last_name) ilike ${pattern}
    or (p.last_name || ' ' || p.first_name) ilike ${pattern}
    or p.external_id ilike ${pattern}
    or ${phoneMatch})`;
}

/** The card's address line: "City, State", or "City, Country" without a state. */
function formatAddress(city: string | null, state: string | null, country: string | null): string | null {
  const parts = [city, state ?? country].filter((part): part is string => part !== null && part !== '');
  return parts.length === 0 ? null : parts.join(', ');
}

function toIsoTimestamp(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/**
 * The organization's clients as search records, in one query: the phones aggregated per client in one
 * pass over the organization's phones (a hash join, not a lookup per client), the consent tag by its primary key,
 * the age from the birth date, the last call start from the client row. Ordered by id, so pages are stable.
 */
export async function listPatientSearchRecords(db: Db, filter: PatientListFilter): Promise<PatientSearchRecord[]> {
  const rows = await queryRows<SearchRow>(
    db,
    sql`select p.id as patient_id, p.first_name, p.last_name, p.external_id, ph.phones,
          p.country, p.state, p.city,
          greatest(0, extract(year from age(${filter.today}::date, p.birth_date)))::int as age,
          consent.params as consent,
          p.last_call_started_at as last_call_start_date
        from patients p
        left join (
          select pp.patient_id,
            array_agg(pp.country_code || '-' || pp.number order by pp.is_default desc, pp.id) as phones
          from patient_phones pp
          join patients owner on owner.id = pp.patient_id and owner.organization_id = ${filter.organizationId}
          group by pp.patient_id
        ) ph on ph.patient_id = p.id
        left join patient_tags consent on consent.patient_id = p.id and consent.name = ${CONSENT_TAG_NAME}
        where p.organization_id = ${filter.organizationId} and ${buildSearchCondition(filter.search)}
        order by p.id`,
  );
  return rows.map((row) => ({
    patient_id: row.patient_id,
    first_name: row.first_name,
    last_name: row.last_name,
    external_id: row.external_id,
    phones: row.phones ?? [],
    country: row.country,
    state: row.state,
    city: row.city,
    address: formatAddress(row.city, row.state, row.country),
    age: row.age,
    consent: row.consent === 'accepted' || row.consent === 'declined' ? row.consent : null,
    last_call_start_date: toIsoTimestamp(row.last_call_start_date),
    active: row.consent === 'declined' ? 0 : 1,
  }));
}
