import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'Dialogs/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    visible: true,
    header: 'Discard changes',
    message: 'Another questionnaire was selected. Discard the changes to this one?',
    confirmLabel: 'Yes',
    cancelLabel: 'Cancel',
    closeLabel: 'Close',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Discard: Story = {};
export const Delete: Story = {
  args: {
    header: 'Delete questionnaire',
    message: (
      <>
        Are you sure you want to delete <strong>Weekly check-in (42)</strong>?
      </>
    ),
    confirmLabel: 'Delete',
    severity: 'danger',
  },
};
export const Busy: Story = { args: { busy: true, severity: 'danger', confirmLabel: 'Delete' } };
