import type { MouseEvent } from 'react';

/**
 * Hands a plain left click on one of our links to the portal's router (`onNavigate`), and leaves modified clicks
 * (new tab, new window) and links without a router to the browser, so every link is still a real `href`.
 */
export function handleNavigationClick(
  event: MouseEvent<HTMLAnchorElement>,
  href: string,
  onNavigate: ((href: string) => void) | undefined,
): void {
  if (!onNavigate) return;
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  onNavigate(href);
}
