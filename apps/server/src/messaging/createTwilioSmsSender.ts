import type { TwilioConfig } from '../config.ts';

/** Raised when Twilio refuses a message; carries Twilio's own error code (e.g. 21211, an invalid number). */
export class TwilioSendError extends Error {
  readonly status: number;
  readonly twilioCode: number | null;

  constructor(status: number, twilioCode: number | null, detail: string) {
    super(
      `Twilio answered ${status} when sending a text message${twilioCode ? ` (error ${twilioCode})` : ''}: ${detail}`,
    );
    this.name = 'TwilioSendError';
    this.status = status;
    this.twilioCode = twilioCode;
  }
}

/** `+1-2025550101` (the second factor's form) → `+12025550101` (E.164, what Twilio takes). */
function toE164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+${digits}`;
}

async function readTwilioError(response: Response): Promise<{ code: number | null; message: string }> {
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown };
    return {
      code: typeof body.code === 'number' ? body.code : null,
      message: typeof body.message === 'string' ? body.message.slice(0, 300) : response.statusText,
    };
  } catch {
    return { code: null, message: response.statusText };
  }
}

/**
 * Sends a text message through Twilio's Messages API (`POST /2010-04-01/Accounts/{sid}/Messages.json`, basic auth,
 * form body); no SDK is needed for this one call. `TWILIO_FROM` is a sender number, or a Messaging Service when it
 * starts with `MG`.
 */
export function createTwilioSmsSender(
  config: TwilioConfig,
  fetchImpl: typeof fetch = fetch,
): (to: string, body: string) => Promise<void> {
  const url = `${config.apiBaseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  const sender: Record<string, string> = /^MG[0-9a-f]{32}$/i.test(config.from)
    ? { MessagingServiceSid: config.from }
    : { From: toE164(config.from) };
  return async (to, body) => {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ To: toE164(to), ...sender, Body: body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      const { code, message } = await readTwilioError(response);
      throw new TwilioSendError(response.status, code, message);
    }
    await response.body?.cancel();
  };
}
