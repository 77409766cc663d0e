import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { VersionCheck } from '../features/shell/VersionCheck.tsx';
import { LazyToastHost } from './LazyToastHost.tsx';
import { PortalRouter } from './PortalRouter.tsx';
import type { PortalRuntime } from './PortalRuntime.ts';
import { PortalRuntimeContext } from './PortalRuntimeContext.ts';

/** Props of {@link App}. */
export interface AppProps {
  runtime: PortalRuntime;
}

/** The portal's providers around its router: runtime, translations, query cache; the toast host and version check. */
export function App({ runtime }: AppProps) {
  return (
    <PortalRuntimeContext.Provider value={runtime}>
      <I18nextProvider i18n={runtime.i18n}>
        <QueryClientProvider client={runtime.queryClient}>
          <LazyToastHost />
          <VersionCheck />
          <PortalRouter />
        </QueryClientProvider>
      </I18nextProvider>
    </PortalRuntimeContext.Provider>
  );
}
