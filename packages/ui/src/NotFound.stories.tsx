import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NotFound } from './NotFound.tsx';

const meta = {
  title: 'States/NotFound',
  component: NotFound,
  args: {
    title: 'Page Not Found',
    text: 'Sorry, but the page you were trying to view does not exist.',
    homeLabel: 'Back to the client list',
    homeHref: '/PatientList',
    onNavigate: fn(),
  },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
