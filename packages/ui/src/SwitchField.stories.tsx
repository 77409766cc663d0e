import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { SwitchField } from './SwitchField.tsx';

const meta = {
  title: 'Fields/SwitchField',
  component: SwitchField,
  args: { label: 'Emergency contact', checked: false, onChange: fn() },
  render: function Render(args) {
    const [checked, setChecked] = useState(args.checked);
    return (
      <SwitchField
        {...args}
        checked={checked}
        onChange={(next) => {
          setChecked(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SwitchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { label: 'Call-centre agent', checked: true } };
export const WithError: Story = { args: { error: 'Only admins can change this' } };
export const Disabled: Story = { args: { checked: true, disabled: true } };
