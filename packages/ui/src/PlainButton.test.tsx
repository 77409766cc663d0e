import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlainButton } from './PlainButton.tsx';

describe('PlainButton', () => {
  it('is a button named by its label that fires its click', async () => {
    const onClick = vi.fn();
    render(<PlainButton label="Sign in" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("wears PrimeReact's classes for severity and outline, and hides its icon from assistive technology", () => {
    const { container } = render(<PlainButton label="Log out" icon="pi pi-sign-out" severity="secondary" outlined />);
    const button = screen.getByRole('button', { name: 'Log out' });
    expect(button.className).toBe('p-button p-component p-button-secondary p-button-outlined');
    expect(container.querySelector('.pi-sign-out')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    render(<PlainButton label="Sign in" disabled onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
