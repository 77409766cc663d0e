import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { CodeField } from './CodeField.tsx';

const meta = {
  title: 'Fields/CodeField',
  component: CodeField,
  args: { label: 'Verification code', value: '', onChange: fn(), onComplete: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <CodeField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof CodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { required: true, hint: 'We sent a 6-digit code to ***-***-4567' } };
export const Invalid: Story = {
  args: { value: '1234', required: true, error: 'Please provide a valid 6 digit code.' },
};
export const Disabled: Story = { args: { value: '123456', disabled: true } };
