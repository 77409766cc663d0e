import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingState } from './LoadingState.tsx';

const meta = {
  title: 'States/LoadingState',
  component: LoadingState,
  args: { label: 'Loading clients' },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {};
export const ClientCards: Story = { args: { rows: 5, avatar: true } };
