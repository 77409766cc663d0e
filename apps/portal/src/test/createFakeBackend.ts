/** One request the portal sent, as a test inspects it. */
export interface RecordedRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** A canned answer: a status and a JSON body. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

type Handler = FakeAnswer | ((request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>);

/** A backend in memory: `fetch` answers `'METHOD /path'` routes from a table and records every request. */
export interface FakeBackend {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  /** Sets (or replaces) the answer of a route, e.g. `'GET /api/user/auth/'`. */
  on(route: string, handler: Handler): void;
  /** The requests made to a route. */
  calls(route: string): RecordedRequest[];
}

/**
 * Creates the fake backend the portal's real api client talks to in tests: requests go through the same headers,
 * schemas and error handling as in the browser, only the network is replaced. Unknown routes answer 404.
 */
export function createFakeBackend(routes: Record<string, Handler> = {}): FakeBackend {
  const table = new Map(Object.entries(routes));
  const requests: RecordedRequest[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: RecordedRequest = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      search: url.searchParams,
      headers: new Headers(init?.headers),
      body: text === undefined ? undefined : JSON.parse(text),
    };
    requests.push(request);
    const handler = table.get(`${request.method} ${request.path}`);
    const answer = typeof handler === 'function' ? await handler(request) : handler;
    const status = answer?.status ?? (handler ? 200 : 404);
    const body = answer?.body ?? (handler ? {} : { error: 'Not found', code: 'NOT_FOUND' });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return {
    fetch: fetchImpl,
    requests,
    on: (route, handler) => table.set(route, handler),
    calls: (route) => requests.filter((request) => `${request.method} ${request.path}` === route),
  };
}
