import { expect } from 'vitest';
import type { TestApp, TestSession } from './harness.ts';

/** The newest one-time code the demo outbox holds for a recipient (phone `+1-…` or e-mail). */
export async function readLatestCode(testApp: TestApp, recipient: string): Promise<string> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/dev/outbox?recipient=${encodeURIComponent(recipient)}`,
  });
  const [latest] = response.json<{ code: string | null }[]>();
  if (!latest?.code) throw new Error(`no code in the outbox for ${recipient}`);
  return latest.code;
}

/** A second-factor call of a session. */
export function callMfa(session: TestSession, method: 'GET' | 'POST', path: string, payload?: object) {
  return session.inject({ method, url: `/api/auth/mfa/${path}`, ...(payload ? { payload } : {}) });
}

/** `GET /api/user/auth/` of a session: 200 once the device passed, 401 with the phase before. */
export function getSessionUser(session: TestSession) {
  return session.inject({ method: 'GET', url: '/api/user/auth/' });
}

/** Texts a code to the phone on file and types it back; the device is then trusted. */
export async function passSecondFactor(
  testApp: TestApp,
  session: TestSession,
  phone: string,
  rememberDevice = false,
): Promise<void> {
  expect((await callMfa(session, 'GET', 'sendCode')).statusCode).toBe(200);
  const code = await readLatestCode(testApp, phone);
  const verified = await callMfa(session, 'POST', 'verifyCode', { code, rememberDevice });
  expect(verified.statusCode, verified.body).toBe(200);
}
