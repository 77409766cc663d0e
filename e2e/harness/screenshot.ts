import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { SCREENSHOT_DIR } from './repoPaths.ts';

/**
 * Saves the whole page as `e2e/screenshots/<name>.png`, so a reviewer (or CI's artifacts) can see each screen the
 * tests reached without running them.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
