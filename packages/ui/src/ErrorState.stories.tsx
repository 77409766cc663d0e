import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorState } from './ErrorState.tsx';

const meta = {
  title: 'States/ErrorState',
  component: ErrorState,
  args: { message: "Sorry, we couldn't load your patient list", retryLabel: 'Try again', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {};
export const WithTitle: Story = {
  args: {
    title: 'Something went wrong',
    message: "We are sorry, we could not get the patient's details. Please try again later.",
  },
};
export const WithoutRetry: Story = { args: { message: 'Some Error Happened', onRetry: undefined } };
