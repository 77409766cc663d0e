import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { DateField } from './DateField.tsx';

const meta = {
  title: 'Fields/DateField',
  component: DateField,
  args: { label: 'Birth date', value: '', placeholder: 'MM-DD-YYYY', onChange: fn(), onBlur: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <DateField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { required: true } };
export const Filled: Story = { args: { value: '03-15-1948' } };
export const Invalid: Story = { args: { value: '13-45-1890', required: true, error: 'Invalid birth date' } };
export const Disabled: Story = { args: { value: '03-15-1948', disabled: true } };
