import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './demoUsers.ts';

const signedInAs = new WeakMap<Page, string>();

/** Who last signed in on this page, so the second factor knows whose code to read. */
export function getSignedInEmail(page: Page): string | undefined {
  return signedInAs.get(page);
}

/** Whether the page shows the built-in provider's sign-in form (`/oidc/interaction/...`). */
export function isOnSignInPage(page: Page): boolean {
  return new URL(page.url()).pathname.startsWith('/oidc/interaction/');
}

/** Waits for the provider's sign-in form, e.g. after the portal redirected an unauthenticated visitor. */
export async function waitForSignInPage(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname.startsWith('/oidc/interaction/'));
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
}

/**
 * Fills and posts the provider's sign-in form without waiting for where it leads: for tests of a refused password,
 * and the building block of {@link signIn}.
 */
export async function submitSignInForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await waitForSignInPage(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  signedInAs.set(page, email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in the way a person does: opens `path` in the portal (`/` by default), lets the portal redirect to the
 * provider's sign-in page, fills the e-mail and the demo password, and waits until the browser is back in the
 * portal (at the second factor, or past it on a remembered device).
 */
export async function signIn(page: Page, email: string, options: { path?: string } = {}): Promise<void> {
  await page.goto(options.path ?? '/');
  await submitSignInForm(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc/'));
}
