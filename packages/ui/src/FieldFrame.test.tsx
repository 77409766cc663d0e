import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldFrame } from './FieldFrame.tsx';

const ids = { inputId: 'note', hintId: 'note-hint', errorId: 'note-error' };

describe('FieldFrame', () => {
  it('labels a custom control and renders its hint, error and required marker', () => {
    render(
      <FieldFrame ids={ids} label="Call note" required hint="Saved as you type" error="Please enter text">
        <textarea id="note" />
      </FieldFrame>,
    );
    expect(screen.getByLabelText(/Call note/).tagName).toBe('TEXTAREA');
    expect(document.getElementById('note-hint')?.textContent).toBe('Saved as you type');
    expect(document.getElementById('note-error')?.textContent).toBe('Please enter text');
    expect(document.querySelector('.cc-field__required')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('groups several controls under a legend, disabling them together', () => {
    render(
      <FieldFrame ids={ids} label="Phone" as="fieldset" disabled>
        <input aria-label="Number" />
      </FieldFrame>,
    );
    const group = screen.getByRole('group', { name: 'Phone' }) as HTMLFieldSetElement;
    expect(group.disabled).toBe(true);
    expect(screen.queryByText('Please enter text')).toBeNull();
  });

  it('puts the label after the control in the inline layout', () => {
    const { container } = render(
      <FieldFrame ids={ids} label="Remember" layout="inline">
        <input id="note" type="checkbox" />
      </FieldFrame>,
    );
    const row = container.querySelector('.cc-field__row');
    expect(row?.firstElementChild?.tagName).toBe('INPUT');
    expect(row?.lastElementChild?.tagName).toBe('LABEL');
  });
});
