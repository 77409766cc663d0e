import { fireEvent, within } from '@testing-library/react';

/**
 * Opens the PrimeReact dropdown whose focus input is `input`. jsdom has no layout, so PrimeReact leaves the
 * positioned panel `display: none`; query its options with `{ hidden: true }`.
 */
export function openDropdown(input: HTMLElement): void {
  const root = input.closest('.p-dropdown');
  if (!root) throw new Error('openDropdown: the element is not inside a PrimeReact dropdown');
  fireEvent.click(root);
}

/** The option named `name` in the open dropdown panel (not the hidden native select PrimeReact also renders). */
export function getDropdownOption(name: string): HTMLElement {
  const panel = document.querySelector<HTMLElement>('.p-dropdown-panel');
  if (!panel) throw new Error('getDropdownOption: no dropdown panel is open');
  return within(panel).getByRole('option', { name, hidden: true });
}
