import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AlertDialog } from './AlertDialog.tsx';

const meta = {
  title: 'Dialogs/AlertDialog',
  component: AlertDialog,
  args: {
    visible: true,
    header: 'Session expired',
    message: 'Your session has expired. Please log in again',
    acknowledgeLabel: 'OK',
    onAcknowledge: fn(),
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SessionExpired: Story = { args: { severity: 'warning' } };
export const Notice: Story = {
  args: { header: 'New version', message: 'A new version of CareCall is available. The page will reload.' },
};
