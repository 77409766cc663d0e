import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'primereact/button';
import { PageHeader } from './PageHeader.tsx';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Users' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithActions: Story = {
  args: {
    subtitle: 'Everyone in Demo Care',
    actions: <Button icon="pi pi-plus" rounded aria-label="Add user" />,
  },
};
export const SecondLevel: Story = { args: { title: 'Calls', level: 2 } };
