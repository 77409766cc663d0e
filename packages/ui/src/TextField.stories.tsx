import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Fields/TextField',
  component: TextField,
  args: { label: 'First name', value: '', onChange: fn(), onBlur: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <TextField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Required: Story = { args: { required: true, hint: 'As it appears on the ID' } };
export const WithError: Story = { args: { required: true, error: 'Field is required' } };
export const Email: Story = { args: { label: 'Email', type: 'email', value: 'dana@', error: 'Invalid e-mail' } };
export const Disabled: Story = { args: { value: 'Dana', disabled: true } };
