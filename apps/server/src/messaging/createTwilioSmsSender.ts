import type { TwilioConfig } from '../config.ts';

/** Sends a text message through Twilio's REST API; no SDK is needed for this one call. */
export function createTwilioSmsSender(
  config: TwilioConfig,
  fetchImpl: typeof fetch = fetch,
): (to: string, body: string) => Promise<void> {
  const url = `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return async (to, body) => {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ To: to, From: config.from, Body: body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Twilio answered ${response.status} when sending a text message`);
  };
}
