import type { Page } from 'playwright-core';
import type { DemoUser } from './demoUsers.ts';
import { passSecondFactor } from './passSecondFactor.ts';
import { signIn } from './signIn.ts';

/** Options of {@link signInToPortal}. */
export interface SignInToPortalOptions {
  /** Where to start; the portal returns there after the second factor. `/` by default. */
  path?: string;
  remember?: boolean;
}

/**
 * Signs a demo user all the way in (sign-in page, texted code, client list greeting), for tests whose subject is
 * what comes after signing in.
 */
export async function signInToPortal(page: Page, user: DemoUser, options: SignInToPortalOptions = {}): Promise<void> {
  await signIn(page, user.email, options.path ? { path: options.path } : {});
  await passSecondFactor(page, { remember: options.remember ?? false });
  if (!options.path || options.path === '/') {
    await page.getByRole('heading', { name: `Hello, ${user.firstName}` }).waitFor();
  }
}
