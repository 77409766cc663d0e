import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'States/Spinner',
  component: Spinner,
  args: { label: 'Signing in' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = { args: { size: 'small' } };
export const Medium: Story = {};
export const Large: Story = { args: { size: 'large' } };
