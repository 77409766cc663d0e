import type { Page } from 'playwright-core';
import { findDemoUser } from './demoUsers.ts';
import { readLatestCode } from './readLatestCode.ts';
import { getSignedInEmail } from './signIn.ts';

/** Options of {@link passSecondFactor}. */
export interface PassSecondFactorOptions {
  /** Ticks 'remember this device' (30 days) before verifying. */
  remember: boolean;
  /** Where the code goes; by default the phone on file of the demo user who signed in on this page. */
  recipient?: string;
  /** Only a code sent after this outbox id counts (see `readLatestOutboxId`). */
  newerThan?: number;
}

/** The code field of the verification screen. */
export function getCodeInput(page: Page) {
  return page.getByLabel(/code/i).first();
}

/** The multi-factor path of the portal (part 2 §2.1). */
export function isOnMultiFactorPage(page: Page): boolean {
  return new URL(page.url()).pathname === '/multiFactorAuthentication';
}

/**
 * Completes the code step of the second factor as a person does: waits for the code screen, reads the code the
 * demo server "texted" from `/dev/outbox`, sets 'remember this device', verifies, and waits to leave the
 * multi-factor screen.
 */
export async function passSecondFactor(page: Page, options: PassSecondFactorOptions): Promise<void> {
  const email = getSignedInEmail(page);
  const recipient = options.recipient ?? (email ? findDemoUser(email)?.phone : undefined);
  if (!recipient) throw new Error(`no recipient known for ${email ?? 'this page'}: pass one`);
  const input = getCodeInput(page);
  await input.waitFor();
  const code = await readLatestCode(recipient, options.newerThan === undefined ? {} : { newerThan: options.newerThan });
  await input.fill(code);
  await page.getByLabel(/remember/i).setChecked(options.remember);
  await page.getByRole('button', { name: /verify/i }).click();
  await page.waitForURL((url) => url.pathname !== '/multiFactorAuthentication');
}
