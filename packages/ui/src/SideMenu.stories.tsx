import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SideMenu } from './SideMenu.tsx';

const meta = {
  title: 'Layout/SideMenu',
  component: SideMenu,
  args: {
    label: 'Client',
    items: [
      { key: 'summary', label: 'Summary', href: '/client/12/summaryPatient', icon: 'pi pi-home' },
      { key: 'calls', label: 'Calls', href: '/client/12/calls', icon: 'pi pi-phone' },
      { key: 'botcalls', label: 'Questionnaires', href: '/client/12/botcalls', icon: 'pi pi-sitemap' },
      { key: 'edit', label: 'Client details', href: '/client/12/edit', icon: 'pi pi-user-edit' },
    ],
    activeKey: 'calls',
    onNavigate: fn(),
  },
  decorators: [(Story) => <div style={{ width: '16rem' }}>{Story()}</div>],
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CallsActive: Story = {};
export const CallsOnly: Story = {
  args: { items: [{ key: 'calls', label: 'Calls', href: '/client/12/calls', icon: 'pi pi-phone' }] },
};
