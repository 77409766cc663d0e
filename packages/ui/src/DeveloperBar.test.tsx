import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeveloperBar } from './DeveloperBar.tsx';

describe('DeveloperBar', () => {
  it('names the environment, or shows the given label', () => {
    const { rerender } = render(<DeveloperBar environment="development" />);
    expect(screen.getByText('development').getAttribute('data-environment')).toBe('development');
    rerender(<DeveloperBar environment="sandbox" label="Sandbox: test data only" />);
    expect(screen.getByText('Sandbox: test data only').getAttribute('data-environment')).toBe('sandbox');
  });
});
