import { describe, expect, it } from 'vitest';
import { isChromeBrowser } from './isChromeBrowser.ts';

const agents = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
};

describe('isChromeBrowser', () => {
  it('knows Chrome on every platform', () => {
    expect(isChromeBrowser(agents.chrome)).toBe(true);
    expect(isChromeBrowser(agents.headless)).toBe(true);
    expect(isChromeBrowser(agents.chromeIos)).toBe(true);
  });

  it('warns on the others, Chromium-based or not', () => {
    expect(isChromeBrowser(agents.edge)).toBe(false);
    expect(isChromeBrowser(agents.firefox)).toBe(false);
    expect(isChromeBrowser(agents.safari)).toBe(false);
  });
});
