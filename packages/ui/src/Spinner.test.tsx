import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('is a status with a text for screen readers and a hidden graphic', () => {
    const { container } = render(<Spinner label="Signing in" size="large" />);
    expect(screen.getByRole('status').textContent).toBe('Signing in');
    expect(container.querySelector('.cc-spinner--large')).toBeTruthy();
    expect(container.querySelector('.p-progress-spinner')?.getAttribute('aria-hidden')).toBe('true');
  });
});
