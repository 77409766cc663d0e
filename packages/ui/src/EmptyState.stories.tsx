import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'primereact/button';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'States/EmptyState',
  component: EmptyState,
  args: { title: "Sorry, you don't have any patients yet" },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoClients: Story = {
  args: {
    message: 'Clients you add will be listed here.',
    icon: 'pi pi-users',
    action: <Button icon="pi pi-plus" label="Add client" />,
  },
};
export const NoRecords: Story = { args: { title: 'No records', icon: 'pi pi-history' } };
