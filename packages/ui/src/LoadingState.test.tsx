import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingState } from './LoadingState.tsx';

describe('LoadingState', () => {
  it('announces itself once and draws the requested rows', () => {
    render(<LoadingState label="Loading clients" rows={5} avatar />);
    const status = screen.getByRole('status', { name: '' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Loading clients');
    expect(screen.getAllByTestId('loading-row')).toHaveLength(5);
    expect(status.querySelectorAll('.p-skeleton-circle')).toHaveLength(5);
  });
});
