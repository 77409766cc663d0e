import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SideMenu } from './SideMenu.tsx';

const items = [
  { key: 'summary', label: 'Summary', href: '/client/12/summaryPatient' },
  { key: 'calls', label: 'Calls', href: '/client/12/calls', icon: 'pi pi-phone' },
  { key: 'edit', label: 'Client details', href: '/client/12/edit' },
];

describe('SideMenu', () => {
  it('marks only the active item as the current page', () => {
    render(<SideMenu label="Client" items={items} activeKey="calls" />);
    const nav = screen.getByRole('navigation', { name: 'Client' });
    const current = nav.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]?.textContent).toBe('Calls');
  });

  it('navigates through the router on click', () => {
    const onNavigate = vi.fn();
    render(<SideMenu label="Client" items={items} onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole('link', { name: 'Client details' }));
    expect(onNavigate).toHaveBeenCalledWith('/client/12/edit');
  });
});
