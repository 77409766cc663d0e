import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppShell } from './AppShell.tsx';

describe('AppShell', () => {
  it('places the menu in the banner and the content in main', () => {
    render(
      <AppShell topMenu={<span>menu</span>} skipLinkLabel="Skip to content">
        <p>content</p>
      </AppShell>,
    );
    expect(screen.getByRole('banner').textContent).toContain('menu');
    const main = screen.getByRole('main');
    expect(main.textContent).toBe('content');
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe(`#${main.id}`);
  });

  it('shows the scheduler bar only when given', () => {
    const { rerender } = render(
      <AppShell topMenu={null} schedulerBar={<span>next call in 00:30</span>}>
        x
      </AppShell>,
    );
    expect(screen.getByText('next call in 00:30')).toBeTruthy();
    rerender(<AppShell topMenu={null}>x</AppShell>);
    expect(screen.queryByText('next call in 00:30')).toBeNull();
  });

  it('shows the developer bar outside production only', () => {
    const { rerender, container } = render(
      <AppShell topMenu={null} environment="staging" environmentLabel="Staging environment">
        x
      </AppShell>,
    );
    expect(container.querySelector('[data-environment="staging"]')?.textContent).toBe('Staging environment');
    rerender(
      <AppShell topMenu={null} environment="production">
        x
      </AppShell>,
    );
    expect(container.querySelector('.cc-developer-bar')).toBeNull();
  });
});
