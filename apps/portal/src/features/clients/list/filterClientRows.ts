import type { ClientListRow } from './toClientListRow.ts';

/** Which clients the activity filter keeps (`active` by default). */
export type ClientActivityFilter = 'active' | 'inactive' | 'all';

/** What {@link filterClientRows} keeps. */
export interface ClientRowFilter {
  search: string;
  activity: ClientActivityFilter;
}

/**
 * The clients matching the search text (case-insensitive, anywhere in name, external id, phone or address) and the
 * activity filter, in their given order. A plain loop over precomputed terms: fast enough for 10,000 clients per
 * keystroke without an index.
 */
export function filterClientRows(rows: readonly ClientListRow[], filter: ClientRowFilter): ClientListRow[] {
  const needle = filter.search.trim().toLowerCase();
  const result: ClientListRow[] = [];
  for (const row of rows) {
    if (filter.activity === 'active' && !row.isActive) continue;
    if (filter.activity === 'inactive' && row.isActive) continue;
    if (needle && !row.searchTerm.includes(needle)) continue;
    result.push(row);
  }
  return result;
}
