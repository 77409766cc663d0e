import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('shows its title, message and action', () => {
    render(
      <EmptyState
        title="Sorry, you don't have any patients yet"
        message="Add a client to start calling."
        action={<button type="button">Add client</button>}
      />,
    );
    expect(screen.getByRole('heading', { name: "Sorry, you don't have any patients yet" })).toBeTruthy();
    expect(screen.getByText('Add a client to start calling.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add client' })).toBeTruthy();
  });
});
