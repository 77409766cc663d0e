import { ApiError } from './ApiError.ts';
import { sessionTest } from './contract/session.ts';
import type { ApiClient } from './createApiClient.ts';

/** Options of `measureServerClockOffset`. */
export interface MeasureServerClockOffsetOptions {
  /** The local clock; `Date.now` by default. */
  now?: () => number;
  signal?: AbortSignal;
}

/**
 * How far the server's clock is ahead of this one, in milliseconds (negative when behind), from the `date` header of
 * `GET /test` taken at the midpoint of the round trip, so times shown and sent agree with the server's. The header
 * has a one-second resolution, and so has the result.
 */
export async function measureServerClockOffset(
  client: Pick<ApiClient, 'send'>,
  options: MeasureServerClockOffsetOptions = {},
): Promise<number> {
  const now = options.now ?? Date.now;
  const sentAt = now();
  const { headers } = await client.send(
    sessionTest,
    { query: { t: sentAt } },
    options.signal === undefined ? {} : { signal: options.signal },
  );
  const receivedAt = now();
  const date = headers.get('date');
  const serverTime = date === null ? Number.NaN : Date.parse(date);
  if (Number.isNaN(serverTime))
    throw new ApiError(`The answer of ${sessionTest.id} has no readable date header (${date ?? 'none'})`, {
      code: 'MISSING_DATE_HEADER',
      endpointId: sessionTest.id,
    });
  return Math.round(serverTime - (sentAt + receivedAt) / 2);
}
