import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primeicons/primeicons.css';
import '@carecall/ui/styles.css';
import './app/portal.css';
import { installConsoleForwarding } from '@carecall/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { applyLocaleFormats } from './app/applyLocaleFormats.ts';
import { BootFailure } from './app/BootFailure.tsx';
import { createPortalRuntime } from './app/createPortalRuntime.ts';
import { loadRuntimeConfig } from './app/loadRuntimeConfig.ts';
import { isSamePath } from './features/auth/authPaths.ts';
import { createUserManager } from './features/auth/createAuthService.ts';
import { NAMESPACES } from './locales/resources.ts';

async function boot(container: HTMLElement): Promise<void> {
  const config = await loadRuntimeConfig();
  if (isSamePath(window.location.pathname, config.identity.silentRedirectPath)) {
    // The hidden frame of silent renewal: hand the answer to the page and render nothing.
    const manager = createUserManager(config, window.location.origin, window.sessionStorage, {
      automaticSilentRenew: false,
    });
    await manager.signinCallback();
    return;
  }
  const runtime = createPortalRuntime({ config, window });
  // The stored language's texts (none to fetch for English) before the first render, so nothing flashes in English.
  await Promise.all([
    runtime.i18n.loadNamespaces([...NAMESPACES]),
    applyLocaleFormats(runtime.store.getState().locale),
  ]).catch(() => undefined);
  installConsoleForwarding(console, runtime.api);
  window.addEventListener('unhandledrejection', (event) => console.error('Unhandled rejection:', event.reason));
  createRoot(container).render(
    <StrictMode>
      <App runtime={runtime} />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) {
  boot(container).catch((error: unknown) => {
    console.error('The portal could not start:', error);
    createRoot(container).render(<BootFailure />);
  });
}
