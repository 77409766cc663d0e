import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './ErrorState.tsx';

describe('ErrorState', () => {
  it('alerts with the message and retries', async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="Sorry, we couldn't load your patient list" retryLabel="Try again" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain("Sorry, we couldn't load your patient list");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without a retry action', () => {
    render(<ErrorState message="Some Error Happened" retryLabel="Try again" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
