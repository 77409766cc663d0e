import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'primereact/button';
import { ToastProvider } from './ToastProvider.tsx';
import { useToast } from './useToast.ts';

function ToastButtons() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Button label="Success" onClick={() => toast.success('User created successfully')} />
      <Button label="Info" severity="secondary" onClick={() => toast.info('Analysis started')} />
      <Button label="Warning" severity="secondary" onClick={() => toast.warn('missing starting vertex')} />
      <Button
        label="Error"
        severity="danger"
        onClick={() => toast.error('user creation failed', 'Please try again or contact care support.')}
      />
      <Button label="Clear" outlined onClick={() => toast.clear()} />
    </div>
  );
}

const meta = {
  title: 'Dialogs/ToastProvider',
  component: ToastProvider,
  args: { children: <ToastButtons /> },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TopRight: Story = {};
export const BottomCenter: Story = { args: { position: 'bottom-center' } };
