import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { OrganizationSelect } from './OrganizationSelect.tsx';
import { STORY_ORGANIZATIONS } from './test/storyFixtures.ts';

const meta = {
  title: 'Layout/OrganizationSelect',
  component: OrganizationSelect,
  args: { organizations: STORY_ORGANIZATIONS, value: 2, onChange: fn(), label: 'Organization' },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div style={{ width: '18rem' }}>
        <OrganizationSelect
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof OrganizationSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GroupedByParent: Story = {};
export const WithIds: Story = { args: { showIds: true } };
export const WithSearch: Story = { args: { filterPlaceholder: 'Search', emptyFilterMessage: 'No results' } };
export const HiddenLabel: Story = { args: { hideLabel: true } };
