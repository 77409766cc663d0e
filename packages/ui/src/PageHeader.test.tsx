import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './PageHeader.tsx';

describe('PageHeader', () => {
  it('titles the screen with its subtitle and actions', () => {
    render(<PageHeader title="Users" subtitle="12 users" actions={<button type="button">Add user</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    expect(screen.getByText('12 users')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add user' })).toBeTruthy();
  });

  it('can be a second-level heading', () => {
    render(<PageHeader title="Calls" level={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Calls' })).toBeTruthy();
  });
});
