import type { Locator, Page } from 'playwright-core';
import { findDemoUser } from './demoUsers.ts';
import { readLatestCode } from './readLatestCode.ts';
import { getSignedInEmail } from './signIn.ts';

/** The portal's multi-factor path. */
export const MULTI_FACTOR_PATH = '/multiFactorAuthentication';

/** Options of {@link passSecondFactor}. */
export interface PassSecondFactorOptions {
  /** Ticks 'remember this device' (30 days) before verifying. */
  remember: boolean;
  /** Where the code goes; by default the phone on file of the demo user who signed in on this page. */
  recipient?: string;
  /** Only a code sent after this outbox id counts (see `readLatestOutboxId`). */
  newerThan?: number;
}

/** The code field of the verification screen, found by its accessible name as a person finds it by its label. */
export function getCodeInput(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Code', exact: true });
}

/** Whether the page is the portal's multi-factor screen. */
export function isOnMultiFactorPage(page: Page): boolean {
  return new URL(page.url()).pathname === MULTI_FACTOR_PATH;
}

/**
 * Completes the code step of the second factor as a person does: waits for the code screen, reads the code the
 * demo server "texted" from `/dev/outbox`, sets 'remember this device', verifies, and waits to leave the
 * multi-factor screen.
 */
export async function passSecondFactor(page: Page, options: PassSecondFactorOptions): Promise<void> {
  const email = getSignedInEmail(page);
  const recipient = options.recipient ?? (email ? findDemoUser(email)?.phone : undefined);
  if (!recipient) throw new Error(`no phone known for ${email ?? 'this page'}: pass the recipient`);
  const input = getCodeInput(page);
  await input.waitFor();
  const code = await readLatestCode(recipient, options.newerThan === undefined ? {} : { newerThan: options.newerThan });
  await input.fill(code);
  await page.getByRole('checkbox', { name: /remember this device/i }).setChecked(options.remember);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== MULTI_FACTOR_PATH);
}
