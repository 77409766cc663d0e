/** Browsers that say "Chrome" in their user agent but are not Chrome. */
const OTHER_CHROMIUM_BROWSERS = /\b(Edg|EdgA|EdgiOS|OPR|SamsungBrowser|YaBrowser|Vivaldi|Brave)\//;

/** Whether the user agent is Google Chrome (desktop, Android, iOS or headless), the browser the portal supports. */
export function isChromeBrowser(userAgent: string): boolean {
  return /\b(Chrome|CriOS|HeadlessChrome)\//.test(userAgent) && !OTHER_CHROMIUM_BROWSERS.test(userAgent);
}
