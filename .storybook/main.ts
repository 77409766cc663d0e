import type { StorybookConfig } from '@storybook/react-vite';

// Storybook must never reach the network: no telemetry, whatever the command line says.
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

const config: StorybookConfig = {
  // The portal's glob matches nothing until apps/portal has stories; Storybook only warns about that.
  stories: ['../packages/ui/src/**/*.stories.tsx', '../apps/portal/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    build: {
      ...viteConfig.build,
      // Storybook's own preview runtime is about 1.1 MB; the warning says nothing about our code.
      chunkSizeWarningLimit: 1500,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        // Keep `--quiet` quiet on a busy machine: the plugin-timing report is advice for profiling, not a problem.
        checks: { ...viteConfig.build?.rolldownOptions?.checks, pluginTimings: false },
        onwarn(warning, defaultHandler) {
          // PrimeReact marks every module "use client", which a client-only bundle can ignore.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          defaultHandler(warning);
        },
      },
    },
  }),
};

export default config;
