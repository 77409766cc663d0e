import { inject } from 'vitest';

/** The origin of the server the global setup started; helpers that call the server directly build on it. */
export function getBaseUrl(): string {
  return inject('baseUrl');
}
