import type { Meta, StoryObj } from '@storybook/react-vite';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { OrganizationSelect } from './OrganizationSelect.tsx';
import { TopMenu } from './TopMenu.tsx';
import { STORY_LANGUAGES, STORY_LOGO, STORY_ORGANIZATIONS } from './test/storyFixtures.ts';

const meta = {
  title: 'Layout/TopMenu',
  component: TopMenu,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: { src: STORY_LOGO, alt: 'CareCall home', href: '/' },
    navigationLabel: 'Main',
    links: [
      { key: 'home', label: 'Home', href: '/PatientList', icon: 'pi pi-home', active: true },
      { key: 'users', label: 'Users', href: '/Users', icon: 'pi pi-users' },
    ],
    user: { name: 'Dana Levi' },
    languageLabel: 'Language',
    languages: STORY_LANGUAGES,
    language: 'en',
    onLanguageChange: fn(),
    logoutLabel: 'Log out',
    onLogout: fn(),
    onNavigate: fn(),
  },
  render: function Render(args) {
    const [language, setLanguage] = useState(args.language);
    const [organization, setOrganization] = useState<number | null>(2);
    return (
      <TopMenu
        {...args}
        language={language}
        onLanguageChange={(code) => {
          setLanguage(code);
          args.onLanguageChange(code);
        }}
        organizationSelect={
          <OrganizationSelect
            organizations={STORY_ORGANIZATIONS}
            value={organization}
            onChange={setOrganization}
            label="Organization"
            hideLabel
          />
        }
        search={args.search}
      />
    );
  },
} satisfies Meta<typeof TopMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSearch: Story = {
  args: { search: <InputText type="search" aria-label="Search clients" placeholder="Search clients" /> },
};
/** The client list hides the search, and organizations without client association have no users link. */
export const HomeOnly: Story = {
  args: { links: [{ key: 'home', label: 'Home', href: '/PatientList', icon: 'pi pi-home', active: true }] },
};
