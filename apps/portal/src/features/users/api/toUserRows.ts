import type { UserRecord } from '@carecall/api-client';

/** A row of the users table, with the upper-case text the search matches. */
export interface UserRow {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  searchTerm: string;
}

/** Turns the users the server lists into table rows. */
export function toUserRows(users: readonly UserRecord[]): UserRow[] {
  return users.map((user) => ({
    userId: user.user_id,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    searchTerm: `${user.user_id} ${user.first_name} ${user.last_name} ${user.email}`.toUpperCase(),
  }));
}

/** The rows whose text contains every word typed, without case. */
export function filterUserRows(rows: readonly UserRow[], search: string): UserRow[] {
  const words = search.trim().toUpperCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => words.every((word) => row.searchTerm.includes(word)));
}
