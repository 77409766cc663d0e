import { randomInt } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { test as base, inject } from 'vitest';
import { launchBrowser } from './launchBrowser.ts';
import { RESULTS_DIR } from './repoPaths.ts';
import { screenshot } from './screenshot.ts';

/** What a test may change about a context it opens; everything else is the harness's standard desk. */
export interface OpenContextOptions {
  /** Cookies and localStorage of an earlier context: the same browser profile on the same computer. */
  storageState?: BrowserContextOptions['storageState'];
  /** The client address the server sees; a fresh one by default (see {@link createClientAddress}). */
  clientAddress?: string;
}

/** A context and its first page, as {@link test}'s `openContext` answers them. */
export interface OpenedContext {
  context: BrowserContext;
  page: Page;
  clientAddress: string;
}

/**
 * A private address per browser context, sent as `X-Forwarded-For` (the server runs with `TRUST_PROXY`): each
 * context is then a different desk for the server's per-address rate limits, as real staff would be.
 */
export function createClientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

function watchPage(page: Page, lines: string[]): void {
  page.on('console', (message) => lines.push(`[console.${message.type()}] ${message.text()}`));
  page.on('pageerror', (error) => lines.push(`[pageerror] ${error.message}`));
  page.on('requestfailed', (request) =>
    lines.push(`[requestfailed] ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400)
      lines.push(`[http ${response.status()}] ${response.request().method()} ${response.url()}`);
  });
}

/**
 * The browser tests' `test`: `baseUrl` of the server under test, one Chromium per file, and per test a fresh
 * `context` and `page` (nothing carries over between tests unless a test passes storage on itself). `openContext`
 * opens more contexts in one test, e.g. the same device coming back. A failing test leaves a screenshot
 * `failed-<test>.png` and the browser's console in `e2e/test-results/<test>.log`.
 */
export const test = base
  .extend('baseUrl', { scope: 'worker' }, () => inject('baseUrl'))
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from its destructuring pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('openContext', async ({ browser, baseUrl, task }, { onCleanup }) => {
    const opened: OpenedContext[] = [];
    const lines: string[] = [];
    onCleanup(async () => {
      // A `test.fails` is expected to fail: its failure is no news worth a screenshot.
      if (task.result?.state === 'fail' && !task.fails) {
        const name = `failed-${task.name}`;
        for (const [index, { page }] of opened.entries()) {
          if (!page.isClosed()) await screenshot(page, index === 0 ? name : `${name}-${index + 1}`).catch(() => {});
        }
        mkdirSync(RESULTS_DIR, { recursive: true });
        writeFileSync(path.join(RESULTS_DIR, `${name.replace(/[^\w.-]+/g, '-')}.log`), `${lines.join('\n')}\n`);
      }
      for (const { context } of opened) await context.close().catch(() => {});
    });
    return async (options: OpenContextOptions = {}): Promise<OpenedContext> => {
      const clientAddress = options.clientAddress ?? createClientAddress();
      const context = await browser.newContext({
        baseURL: baseUrl,
        locale: 'en-US',
        timezoneId: 'UTC',
        viewport: { width: 1366, height: 900 },
        extraHTTPHeaders: { 'x-forwarded-for': clientAddress },
        // The portal may use the microphone, as on a desk set up for calls (else the client list asks for it).
        permissions: ['microphone'],
        ...(options.storageState ? { storageState: options.storageState } : {}),
      });
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      watchPage(page, lines);
      const entry = { context, page, clientAddress };
      opened.push(entry);
      return entry;
    };
  })
  .extend('context', async ({ openContext }) => (await openContext()).context)
  .extend('page', async ({ context }) => {
    const [page] = context.pages();
    if (!page) throw new Error('the context has no page');
    return page;
  });
