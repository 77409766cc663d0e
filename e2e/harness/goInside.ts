import type { Page } from 'playwright-core';

/**
 * Moves inside the portal without a page load, as a link would, so a test reaches a route the way a person does and
 * keeps the portal's in-memory state (its sign-in, an unsaved edit) instead of starting over.
 */
export async function goInside(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
