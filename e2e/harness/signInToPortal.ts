import type { Page } from 'playwright-core';
import { getTrustedDeviceId } from './callApi.ts';
import type { DemoUser } from './demoUsers.ts';
import { passSecondFactor } from './passSecondFactor.ts';
import { signIn } from './signIn.ts';

/** Options of {@link signInToPortal}. */
export interface SignInToPortalOptions {
  /** Where to start; the portal returns there after the second factor. `/` by default. */
  path?: string;
  remember?: boolean;
  /**
   * Sign in on a device the server already trusts for this user, so no code is texted: for tests whose subject is
   * not the second factor. Each account may be sent ten codes an hour, and a run signs some accounts in more often.
   */
  trustedDevice?: boolean;
}

/**
 * Signs a demo user all the way in (sign-in page, texted code, client list greeting), for tests whose subject is
 * what comes after signing in.
 */
export async function signInToPortal(page: Page, user: DemoUser, options: SignInToPortalOptions = {}): Promise<void> {
  if (options.trustedDevice) {
    const deviceId = await getTrustedDeviceId(user.email);
    // The portal keeps its device id in local storage and sends it with every request (`device-id`).
    await page.addInitScript((id) => window.localStorage.setItem('deviceId', id), deviceId);
  }
  await signIn(page, user.email, options.path ? { path: options.path } : {});
  if (!options.trustedDevice) await passSecondFactor(page, { remember: options.remember ?? false });
  if (!options.path || options.path === '/') {
    await page.getByRole('heading', { name: `Hello, ${user.firstName}` }).waitFor();
  }
}
