import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { SelectField } from './SelectField.tsx';

const languages = [
  { label: 'English', value: 'en' },
  { label: 'Japanese', value: 'ja' },
];

const meta = {
  title: 'Fields/SelectField',
  component: SelectField<string>,
  args: { label: 'Language', options: languages, value: null, onChange: fn(), placeholder: 'Choose a language' },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SelectField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SelectField<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Selected: Story = { args: { value: 'ja' } };
export const WithError: Story = { args: { required: true, error: 'Please choose one of the dropdown options' } };
export const WithSearch: Story = {
  args: {
    label: 'Timezone',
    options: ['America/New_York', 'America/Los_Angeles', 'America/Chicago', 'America/Denver', 'Asia/Jerusalem'].map(
      (zone) => ({ label: zone, value: zone }),
    ),
    filterPlaceholder: 'Search',
    emptyMessage: 'No results',
  },
};
export const Disabled: Story = { args: { value: 'en', disabled: true } };
