import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** One rule axe-core found broken, with the elements that break it. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (the real engine, injected into the page) on the element `selector` finds and answers its
 * violations of impact serious or critical, the ones a screen must not have. The script goes in through the
 * debugging protocol, so the portal's content security policy (`script-src 'self'`) stays as it is. Transitions
 * under way (a dialog fading in) end first.
 */
export async function findSeriousAxeViolations(page: Page, selector: string): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(async (scope) => {
    const engine = (window as unknown as { axe: typeof axe }).axe;
    const element = document.querySelector(scope);
    if (!element) throw new Error(`nothing matches ${scope}`);
    // A dialog still fading in has every colour half-blended: transitions and animations that end are let finish
    // (endless ones, such as a live call's pulse, are not waited for).
    const ending = document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    const results = await engine.run(element, { resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  }, selector);
}
