import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FormDialog } from './FormDialog.tsx';
import { SelectField } from './SelectField.tsx';
import { SwitchField } from './SwitchField.tsx';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Dialogs/FormDialog',
  component: FormDialog,
  args: {
    visible: true,
    header: 'Add user',
    confirmLabel: 'Create',
    cancelLabel: 'Cancel',
    closeLabel: 'Close',
    onConfirm: fn(),
    onCancel: fn(),
    children: (
      <>
        <TextField label="First name" value="" onChange={fn()} required error="Field is required" />
        <TextField label="Email" type="email" value="dana@example.com" onChange={fn()} required />
        <SelectField
          label="Language"
          value="en"
          onChange={fn()}
          options={[
            { label: 'English', value: 'en' },
            { label: 'Japanese', value: 'ja' },
          ]}
          required
        />
        <SwitchField label="Emergency contact" checked={false} onChange={fn()} />
      </>
    ),
  },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddUser: Story = {};
export const Busy: Story = { args: { busy: true } };
export const ConfirmDisabled: Story = { args: { confirmDisabled: true } };
