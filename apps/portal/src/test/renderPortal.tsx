import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import { App } from '../app/App.tsx';
import { createPortalRuntime } from '../app/createPortalRuntime.ts';
import { LazyToastHost } from '../app/LazyToastHost.tsx';
import type { RuntimeConfig } from '../app/loadRuntimeConfig.ts';
import type { PortalRuntime } from '../app/PortalRuntime.ts';
import { PortalRuntimeContext } from '../app/PortalRuntimeContext.ts';
import type { PortalLocale } from '../app/portalLocales.ts';
import { createFakeAuth } from './createFakeAuth.ts';
import { createFakeBackend, type FakeBackend } from './createFakeBackend.ts';
import { createTestI18n } from './createTestI18n.ts';

/** The runtime configuration the server answers in demo mode. */
export const TEST_CONFIG: RuntimeConfig = {
  environment: 'demo',
  version: '1.0.0',
  identity: {
    issuer: 'http://localhost:3000/oidc',
    clientId: 'carecall-portal',
    audience: 'urn:carecall:api',
    scope: 'openid profile email',
    redirectPath: '/callback',
    silentRedirectPath: '/silent-renew',
    postLogoutRedirectPath: '/login',
  },
  baseUrls: { therapy: '/api', bot: '/bot', conference: '/conference' },
  liftConferenceUrl: '/lift_conference/',
  voice: { provider: 'local', devPhone: true },
  logo: null,
};

/** Options of {@link createTestRuntime}. */
export interface TestRuntimeOptions {
  signedIn?: boolean;
  email?: string;
  backend?: FakeBackend;
  locale?: PortalLocale;
  /** Starts at this address (path and query). */
  at?: string;
}

/**
 * A portal runtime over jsdom with a fake identity provider and an in-memory backend behind the real api client;
 * page loads are recorded instead of made.
 */
export function createTestRuntime(options: TestRuntimeOptions = {}) {
  if (options.locale) window.localStorage.setItem('locale', options.locale);
  window.history.replaceState(null, '', options.at ?? '/');
  const backend = options.backend ?? createFakeBackend();
  const auth = createFakeAuth({ signedIn: options.signedIn ?? true, email: options.email });
  const redirect = vi.fn<(url: string) => void>();
  const runtime: PortalRuntime = createPortalRuntime({
    config: TEST_CONFIG,
    window,
    auth,
    fetch: backend.fetch,
    redirect,
    // Every language bundled, so tests never wait for a chunk.
    i18n: createTestI18n(options.locale ?? 'en'),
  });
  runtime.reload = vi.fn();
  return { runtime, backend, auth, redirect };
}

/** Renders a screen inside the portal's providers (no router guard), with the toast host. */
export function renderWithRuntime(ui: ReactNode, runtime: PortalRuntime) {
  return render(
    <PortalRuntimeContext.Provider value={runtime}>
      <I18nextProvider i18n={runtime.i18n}>
        <QueryClientProvider client={runtime.queryClient}>
          <LazyToastHost />
          {ui}
        </QueryClientProvider>
      </I18nextProvider>
    </PortalRuntimeContext.Provider>,
  );
}

/** Renders the whole portal at the runtime's current address. */
export function renderApp(runtime: PortalRuntime) {
  return render(<App runtime={runtime} />);
}

/**
 * Disposes, after each test of the enclosing `describe`, the runtime the test hands to the answered function, and
 * restores every mock: `const track = disposeRuntimeAfterEach(); … track(runtime);`.
 */
export function disposeRuntimeAfterEach(): (runtime: { dispose: () => void }) => void {
  let dispose: (() => void) | undefined;
  afterEach(() => {
    dispose?.();
    dispose = undefined;
    vi.restoreAllMocks();
  });
  return (runtime) => {
    dispose = runtime.dispose;
  };
}
