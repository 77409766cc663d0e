import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { PhoneField } from './PhoneField.tsx';

const meta = {
  title: 'Fields/PhoneField',
  component: PhoneField,
  args: {
    label: 'Phone number',
    countryLabel: 'Country',
    numberLabel: 'Number',
    countryPlaceholder: 'Country',
    value: { countryCode: '', number: '' },
    onChange: fn(),
    // The portal passes the product's supported countries, with translated names.
    countries: [
      { code: 'IL', name: 'Israel', dialCode: '972' },
      { code: 'JP', name: 'Japan', dialCode: '81' },
      { code: 'IT', name: 'Italy', dialCode: '39' },
      { code: 'US', name: 'United States', dialCode: '1' },
      { code: 'UA', name: 'Ukraine', dialCode: '380' },
    ],
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <PhoneField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MultiFactorCountries: Story = { args: { required: true } };
export const Filled: Story = { args: { value: { countryCode: '972', number: '501234567' } } };
export const Errors: Story = {
  args: { required: true, countryError: 'Country code is required', numberError: 'Invalid phone' },
};
export const TranslatedCountries: Story = {
  args: {
    countries: [
      { code: 'JP', name: '日本', dialCode: '81' },
      { code: 'US', name: 'アメリカ合衆国', dialCode: '1' },
    ],
    value: { countryCode: '81', number: '' },
  },
};
export const Disabled: Story = { args: { value: { countryCode: '1', number: '2025550123' }, disabled: true } };
