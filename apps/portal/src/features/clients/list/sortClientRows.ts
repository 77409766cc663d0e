import type { ClientListRow } from './toClientListRow.ts';

/** The client list's orders; `lastCall` (newest first) is the default. */
export type ClientSortKey = 'lastCall' | 'firstName' | 'lastName';

/** The orders in the order the sort selector offers them. */
export const CLIENT_SORT_KEYS: readonly ClientSortKey[] = ['lastCall', 'firstName', 'lastName'];

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function compareNames(a: ClientListRow, b: ClientListRow, first: 'first_name' | 'last_name'): number {
  const second = first === 'first_name' ? 'last_name' : 'first_name';
  return collator.compare(a.record[first], b.record[first]) || collator.compare(a.record[second], b.record[second]);
}

/**
 * A sorted copy of the rows. By last call: newest first, never-called clients last, ties by first name; by a name:
 * alphabetical, ties by the other name, then by id so the order is stable across loads.
 */
export function sortClientRows(rows: readonly ClientListRow[], key: ClientSortKey): ClientListRow[] {
  const byId = (a: ClientListRow, b: ClientListRow) => a.record.patient_id - b.record.patient_id;
  const compare =
    key === 'lastCall'
      ? (a: ClientListRow, b: ClientListRow) =>
          (a.lastCallTime === b.lastCallTime ? 0 : b.lastCallTime > a.lastCallTime ? 1 : -1) ||
          compareNames(a, b, 'first_name') ||
          byId(a, b)
      : key === 'firstName'
        ? (a: ClientListRow, b: ClientListRow) => compareNames(a, b, 'first_name') || byId(a, b)
        : (a: ClientListRow, b: ClientListRow) => compareNames(a, b, 'last_name') || byId(a, b);
  return [...rows].sort(compare);
}
