import { formatStoredPhone, type PatientSearchRecord, toPhoneDigits } from '@carecall/api-client';

/** A client search record with what the list filters, sorts and shows computed once, not per keystroke. */
export interface ClientListRow {
  record: PatientSearchRecord;
  fullName: string;
  initials: string;
  /** The address line: the state, or the country without one, plus the city. */
  address: string;
  /** Lower-cased name, external id, phones (stored and shown) and address, so a search is one `includes`. */
  searchTerm: string;
  /** Epoch milliseconds of the last call; `-Infinity` when never called, so those sort last. */
  lastCallTime: number;
  /** `active` 1 means active. */
  isActive: boolean;
}

function getAddress(record: PatientSearchRecord): string {
  if (record.address) return record.address;
  return [record.city, record.state ?? record.country].filter(Boolean).join(', ');
}

/**
 * Builds the list row of one client. Called once per record when the list loads, so filtering 10,000 clients on
 * every keystroke touches no string but the precomputed search term.
 */
export function toClientListRow(record: PatientSearchRecord): ClientListRow {
  const fullName = `${record.first_name} ${record.last_name}`.trim();
  const address = getAddress(record);
  const phones = record.phones.flatMap((phone) => [phone, formatStoredPhone(phone), toPhoneDigits(phone)]);
  const lastCallTime = record.last_call_start_date ? Date.parse(record.last_call_start_date) : Number.NaN;
  return {
    record,
    fullName,
    initials: `${record.first_name.charAt(0)}${record.last_name.charAt(0)}`.toUpperCase(),
    address,
    searchTerm: [fullName, record.external_id ?? '', ...phones, address].join('\n').toLowerCase(),
    lastCallTime: Number.isNaN(lastCallTime) ? Number.NEGATIVE_INFINITY : lastCallTime,
    isActive: record.active === 1,
  };
}
