import { generateQuestionnaire } from '@carecall/graph-core/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpLifecycleTest } from '../lifecycle/setUpLifecycleTest.tsx';
import { FindVertexBox } from './FindVertexBox.tsx';

// auto_generated_5 and _9 say "Thank you. Let us continue with part …"; auto_generated_4 mentions a nurse.
const QUESTIONNAIRE = generateQuestionnaire({ vertices: 8 });

describe('FindVertexBox', () => {
  let dispose: (() => void) | undefined;
  afterEach(() => dispose?.());

  function setUp() {
    const onFocusVertex = vi.fn();
    const inputRef = createRef<HTMLInputElement>();
    const context = setUpLifecycleTest(
      <FindVertexBox questionnaire={QUESTIONNAIRE} onFocusVertex={onFocusVertex} inputRef={inputRef} />,
    );
    dispose = context.runtime.dispose;
    return { onFocusVertex, inputRef, input: screen.getByRole('searchbox', { name: 'Find a vertex' }) };
  }

  it('cycles the text matches with Enter and Shift+Enter, showing "n of m"', async () => {
    const { onFocusVertex, input } = setUp();
    await userEvent.type(input, 'CONTINUE');
    expect(screen.getByText('2 matches')).toBeTruthy();
    expect(onFocusVertex).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onFocusVertex).toHaveBeenLastCalledWith('auto_generated_5');
    expect(screen.getByText('1 of 2')).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect(onFocusVertex).toHaveBeenLastCalledWith('auto_generated_9');
    expect(screen.getByText('2 of 2')).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect(onFocusVertex).toHaveBeenLastCalledWith('auto_generated_5');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    expect(onFocusVertex).toHaveBeenLastCalledWith('auto_generated_9');
    expect(screen.getByText('2 of 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Previous match' }));
    expect(onFocusVertex).toHaveBeenLastCalledWith('auto_generated_5');
  });

  it('matches vertex names too, and says when nothing matches', async () => {
    const { onFocusVertex, input } = setUp();
    await userEvent.type(input, 'nurse');
    expect(screen.getByText('1 match')).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, 'auto_generated_11{Enter}');
    expect(onFocusVertex).toHaveBeenLastCalledWith('auto_generated_11');
    await userEvent.clear(input);
    await userEvent.type(input, 'zebra{Enter}');
    expect(screen.getByText('No matches')).toBeTruthy();
    expect(onFocusVertex).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Next match' })).toHaveProperty('disabled', true);
  });

  it('lets the screen focus the box', () => {
    const { inputRef, input } = setUp();
    inputRef.current?.focus();
    expect(document.activeElement).toBe(input);
  });
});
