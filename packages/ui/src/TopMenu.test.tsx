import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TopMenu, type TopMenuProps } from './TopMenu.tsx';

function renderMenu(overrides: Partial<TopMenuProps> = {}) {
  const callbacks = { onLanguageChange: vi.fn(), onLogout: vi.fn(), onNavigate: vi.fn() };
  render(
    <TopMenu
      logo={{ src: '/logo.svg', alt: 'CareCall home', href: '/' }}
      navigationLabel="Main"
      links={[
        { key: 'home', label: 'Home', href: '/PatientList', icon: 'pi pi-home', active: true },
        { key: 'users', label: 'Users', href: '/Users', icon: 'pi pi-users' },
      ]}
      organizationSelect={<span>organization slot</span>}
      search={<input aria-label="Search clients" />}
      user={{ name: 'Dana Levi' }}
      languageLabel="Language"
      languages={[
        { code: 'en', label: 'English' },
        { code: 'ja', label: '日本語' },
      ]}
      language="en"
      logoutLabel="Log out"
      {...callbacks}
      {...overrides}
    />,
  );
  return callbacks;
}

describe('TopMenu', () => {
  it('renders the logo, slots and links, marking the current page', () => {
    renderMenu();
    expect(screen.getByRole('img', { name: 'CareCall home' })).toBeTruthy();
    expect(screen.getByText('organization slot')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Search clients' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Home');
    expect(screen.getByRole('link', { name: 'Users' }).getAttribute('href')).toBe('/Users');
  });

  it('hands plain clicks to the router and leaves modified clicks to the browser', () => {
    const { onNavigate } = renderMenu();
    fireEvent.click(screen.getByRole('link', { name: 'Users' }));
    expect(onNavigate).toHaveBeenCalledWith('/Users');
    fireEvent.click(screen.getByRole('link', { name: 'Home' }), { ctrlKey: true });
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('opens the user menu to switch language and log out', async () => {
    const { onLanguageChange, onLogout } = renderMenu();
    const trigger = screen.getByRole('button', { name: /Dana Levi/ });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.textContent).toContain('DL');
    await userEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect((screen.getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: '日本語' }));
    expect(onLanguageChange).toHaveBeenCalledWith('ja');
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('closes the user menu on Escape and returns focus to its button', async () => {
    renderMenu();
    const trigger = screen.getByRole('button', { name: /Dana Levi/ });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('leaves out the users link when the portal does', () => {
    renderMenu({ links: [{ key: 'home', label: 'Home', href: '/PatientList' }] });
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();
  });
});
