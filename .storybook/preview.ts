import type { Preview } from '@storybook/react-vite';
// The root package has no PrimeReact of its own; the theme and icons come from the ui package's dependencies,
// in the order the portal imports them: theme, icons, then CareCall's tokens and overrides.
import '../packages/ui/node_modules/primereact/resources/themes/lara-light-blue/theme.css';
import '../packages/ui/node_modules/primeicons/primeicons.css';
import '../packages/ui/src/styles.css';

const preview: Preview = {
  parameters: {
    controls: { matchers: { date: /Date$/ } },
  },
};

export default preview;
