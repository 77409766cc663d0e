import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PlainButton } from './PlainButton.tsx';

const meta = {
  title: 'Actions/PlainButton',
  component: PlainButton,
  args: { label: 'Sign in', onClick: fn() },
} satisfies Meta<typeof PlainButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const OutlinedWithIcon: Story = { args: { label: 'Try again', icon: 'pi pi-refresh', outlined: true } };
export const SecondaryOutlined: Story = {
  args: { label: 'Log out', icon: 'pi pi-sign-out', severity: 'secondary', outlined: true },
};
export const Disabled: Story = { args: { disabled: true } };
