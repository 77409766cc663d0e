import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NotFound } from './NotFound.tsx';

describe('NotFound', () => {
  it('explains and links home through the router', () => {
    const onNavigate = vi.fn();
    render(
      <NotFound
        title="Page Not Found"
        text="Sorry, but the page you were trying to view does not exist."
        homeLabel="Back to the client list"
        homeHref="/PatientList"
        onNavigate={onNavigate}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Sorry, but the page you were trying to view does not exist.')).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Back to the client list' });
    expect(home.getAttribute('href')).toBe('/PatientList');
    fireEvent.click(home);
    expect(onNavigate).toHaveBeenCalledWith('/PatientList');
  });
});
