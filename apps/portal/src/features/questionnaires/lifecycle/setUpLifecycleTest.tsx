import type { ReactNode } from 'react';
import type { PortalLocale } from '../../../app/portalLocales.ts';
import { createFakeBackend } from '../../../test/createFakeBackend.ts';
import { ALL_ON_SETTINGS } from '../../../test/fixtures.ts';
import { createTestRuntime, renderWithRuntime } from '../../../test/renderPortal.tsx';
import { startSignedInSession } from '../../../test/startSignedInSession.ts';
import { registerQuestionnaireTexts } from '../registerQuestionnaireTexts.ts';

/** Options of {@link setUpLifecycleTest}. */
export interface LifecycleTestOptions {
  routes?: Parameters<typeof createFakeBackend>[0];
  locale?: PortalLocale;
}

/**
 * Renders one of the editor's lifecycle dialogs or panels as the editor mounts it: signed in as Demo Care's admin
 * (who also sees Demo Care North), the editor's texts registered, and a fake backend behind the real api client.
 */
export function setUpLifecycleTest(ui: ReactNode, options: LifecycleTestOptions = {}) {
  const backend = createFakeBackend(options.routes);
  const context = createTestRuntime({ backend, ...(options.locale ? { locale: options.locale } : {}) });
  registerQuestionnaireTexts(context.runtime.i18n);
  startSignedInSession(context.runtime, { settings: { ...ALL_ON_SETTINGS, timezone: 'Asia/Tokyo' } });
  const view = renderWithRuntime(ui, context.runtime);
  return { ...context, view };
}
