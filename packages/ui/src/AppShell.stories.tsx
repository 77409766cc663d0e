import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'primereact/button';
import { fn } from 'storybook/test';
import { AppShell } from './AppShell.tsx';
import { EmptyState } from './EmptyState.tsx';
import { PageHeader } from './PageHeader.tsx';
import { SideMenu } from './SideMenu.tsx';
import { TopMenu } from './TopMenu.tsx';
import { STORY_LANGUAGES, STORY_LOGO } from './test/storyFixtures.ts';

const topMenu = (
  <TopMenu
    logo={{ src: STORY_LOGO, alt: 'CareCall home', href: '/' }}
    navigationLabel="Main"
    links={[
      { key: 'home', label: 'Home', href: '/PatientList', icon: 'pi pi-home' },
      { key: 'users', label: 'Users', href: '/Users', icon: 'pi pi-users' },
    ]}
    user={{ name: 'Kenji Sato' }}
    languageLabel="Language"
    languages={STORY_LANGUAGES}
    language="en"
    onLanguageChange={fn()}
    logoutLabel="Log out"
    onLogout={fn()}
    onNavigate={fn()}
  />
);

const schedulerBar = (
  <div style={{ display: 'flex', alignItems: 'center', gap: '1rem', padding: '0.5rem 1.5rem', background: '#eff6ff' }}>
    <span>Next call in 04:12</span>
    <Button label="Start next call" size="small" />
  </div>
);

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: { topMenu, skipLinkLabel: 'Skip to content', children: null },
  render: (args) => (
    <AppShell {...args}>
      <div style={{ display: 'grid', gridTemplateColumns: '16rem 1fr', gap: '1.5rem' }}>
        <SideMenu
          label="Client"
          activeKey="calls"
          items={[
            { key: 'calls', label: 'Calls', href: '/client/12/calls', icon: 'pi pi-phone' },
            { key: 'edit', label: 'Client details', href: '/client/12/edit', icon: 'pi pi-user-edit' },
          ]}
        />
        <div>
          <PageHeader title="Calls" level={2} />
          <EmptyState
            title="No calls yet"
            message="Calls placed to this client will be listed here."
            icon="pi pi-phone"
          />
        </div>
      </div>
    </AppShell>
  ),
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Production: Story = { args: { environment: 'production' } };
export const Staging: Story = { args: { environment: 'staging', environmentLabel: 'Staging environment' } };
export const LiftOperatorWithSchedulerBar: Story = {
  args: { environment: 'development', environmentLabel: 'Development environment', schedulerBar },
};
