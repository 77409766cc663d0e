import type { Questionnaire } from '@carecall/graph-core';
import { generateQuestionnaire } from '@carecall/graph-core/testing';
import { renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpLifecycleTest } from '../lifecycle/setUpLifecycleTest.tsx';
import { IssuesPanel } from './IssuesPanel.tsx';
import { useLiveDiagnostics } from './useLiveDiagnostics.ts';

const CLEAN = generateQuestionnaire({ vertices: 8 });
const WITHOUT_START: Questionnaire = { ...CLEAN, starting_node: undefined };

const KNOWN_PARAMETERS = ['first_name'];

/** An editor in miniature: one edit button and the live issues panel. */
function Editor({ onFocusVertex }: { onFocusVertex: (name: string) => void }) {
  const [questionnaire, setQuestionnaire] = useState<Questionnaire>(CLEAN);
  const diagnostics = useLiveDiagnostics(questionnaire, KNOWN_PARAMETERS);
  return (
    <>
      <button
        type="button"
        onClick={() =>
          setQuestionnaire((current) => ({
            ...current,
            nodes: current.nodes.map((node) =>
              node.v === 'auto_generated_3' ? { ...node, value: { say: { message: 'Hi {nickname}' } } } : node,
            ),
          }))
        }
      >
        edit
      </button>
      <IssuesPanel diagnostics={diagnostics} onFocusVertex={onFocusVertex} />
    </>
  );
}

describe('useLiveDiagnostics', () => {
  let dispose: (() => void) | undefined;
  afterEach(() => dispose?.());

  it('lints the questionnaire and follows each change', async () => {
    const { result, rerender } = renderHook(({ questionnaire }) => useLiveDiagnostics(questionnaire), {
      initialProps: { questionnaire: WITHOUT_START as Questionnaire | null },
    });
    await waitFor(() => expect(result.current.map((diagnostic) => diagnostic.rule)).toEqual(['missing-start']));
    rerender({ questionnaire: CLEAN });
    await waitFor(() => expect(result.current).toEqual([]));
    rerender({ questionnaire: null });
    await waitFor(() => expect(result.current).toEqual([]));
  });

  it('checks parameters only against known keys', async () => {
    const { result, rerender } = renderHook(({ keys }) => useLiveDiagnostics(CLEAN, keys), {
      initialProps: { keys: undefined as readonly string[] | undefined },
    });
    await waitFor(() => expect(result.current).toEqual([]));
    rerender({ keys: ['last_name'] });
    await waitFor(() =>
      expect(result.current).toEqual([
        expect.objectContaining({ rule: 'unknown-parameter', vertex: 'auto_generated_1' }),
      ]),
    );
  });

  it('keeps the issues panel live while editing, and a click focuses the vertex', async () => {
    const onFocusVertex = vi.fn();
    dispose = setUpLifecycleTest(<Editor onFocusVertex={onFocusVertex} />).runtime.dispose;
    expect(await screen.findByText('No issues')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'edit' }));
    const finding = await screen.findByRole('button', { name: /nickname/ });
    expect(screen.queryByText('No issues')).toBeNull();
    await userEvent.click(finding);
    expect(onFocusVertex).toHaveBeenCalledWith('auto_generated_3');
  });
});
