import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeveloperBar } from './DeveloperBar.tsx';

const meta = {
  title: 'Layout/DeveloperBar',
  component: DeveloperBar,
  parameters: { layout: 'fullscreen' },
  args: { environment: 'development' },
} satisfies Meta<typeof DeveloperBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Development: Story = { args: { label: 'Development environment' } };
export const Staging: Story = { args: { environment: 'staging', label: 'Staging environment' } };
export const Sandbox: Story = { args: { environment: 'sandbox', label: 'Sandbox environment' } };
export const Other: Story = { args: { environment: 'qa' } };
