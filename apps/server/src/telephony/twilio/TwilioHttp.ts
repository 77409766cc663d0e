/** A request to Twilio's REST API, form-encoded as Twilio expects. */
export interface TwilioHttpRequest {
  method: 'GET' | 'POST' | 'DELETE';
  /** A path below the API's base, such as `/2010-04-01/Accounts/AC…/Conferences/call-1/Participants.json`. */
  path: string;
  form?: Record<string, string | string[]>;
}

export interface TwilioHttpResponse {
  status: number;
  /** JSON answers parsed; anything else (a recording's audio) as bytes. */
  body: unknown;
}

/**
 * How the adapter reaches Twilio's REST API, injected so tests answer with fixtures and production can add an
 * egress proxy. Authentication is the client's business.
 */
export type TwilioHttp = (request: TwilioHttpRequest) => Promise<TwilioHttpResponse>;

/** The REST client over `fetch`, with HTTP basic authentication by an API key (or the account's SID and token). */
export function createFetchTwilioHttp(options: {
  baseUrl: string;
  username: string;
  password: string;
  fetch?: typeof fetch;
}): TwilioHttp {
  const doFetch = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;
  return async ({ method, path, form }) => {
    let body: URLSearchParams | undefined;
    if (form) {
      body = new URLSearchParams();
      for (const [key, value] of Object.entries(form)) {
        for (const item of Array.isArray(value) ? value : [value]) body.append(key, item);
      }
    }
    const response = await doFetch(new URL(path, options.baseUrl), {
      method,
      headers: { authorization, ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(body ? { body } : {}),
    });
    const type = response.headers.get('content-type') ?? '';
    const parsed = type.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer());
    return { status: response.status, body: parsed };
  };
}
