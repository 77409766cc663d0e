import type { Diagnostic } from '@carecall/graph-core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpLifecycleTest } from '../lifecycle/setUpLifecycleTest.tsx';
import { IssuesPanel } from './IssuesPanel.tsx';

const DIAGNOSTICS: Diagnostic[] = [
  { rule: 'unreachable', severity: 'warning', message: 'vertex b cannot be reached from the start', vertex: 'b' },
  { rule: 'missing-start', severity: 'error', message: 'the questionnaire has no starting vertex' },
  {
    rule: 'missing-condition',
    severity: 'error',
    message: 'the edge from a to c needs a condition',
    edge: { v: 'a', w: 'c', name: '3' },
  },
  { rule: 'dead-end', severity: 'warning', message: 'vertex c leads nowhere', vertex: 'c' },
];

/** The panel with its toggle wired to local state, as the editor screen wires it. */
function Collapsible() {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <IssuesPanel
      diagnostics={DIAGNOSTICS}
      onFocusVertex={() => {}}
      collapsed={collapsed}
      onToggleCollapsed={() => setCollapsed((value) => !value)}
    />
  );
}

describe('IssuesPanel', () => {
  let dispose: (() => void) | undefined;
  afterEach(() => dispose?.());

  function setUp(diagnostics: readonly Diagnostic[], locale?: 'ja') {
    const onFocusVertex = vi.fn();
    const context = setUpLifecycleTest(<IssuesPanel diagnostics={diagnostics} onFocusVertex={onFocusVertex} />, {
      ...(locale ? { locale } : {}),
    });
    dispose = context.runtime.dispose;
    return { onFocusVertex };
  }

  it('groups errors before warnings, with counts, rule ids and vertices', () => {
    setUp(DIAGNOSTICS);
    const panel = screen.getByRole('region', { name: 'Issues' });
    expect(within(panel).getByText('2 errors')).toBeTruthy();
    expect(within(panel).getByText('2 warnings')).toBeTruthy();
    const headings = within(panel)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Errors', 'Warnings']);
    const items = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'the questionnaire has no starting vertexmissing-start',
      'the edge from a to c needs a conditionmissing-conditionEdge a → c',
      'vertex b cannot be reached from the startunreachableVertex b',
      'vertex c leads nowheredead-endVertex c',
    ]);
  });

  it('focuses the vertex of a finding, or the source of an edge finding; document findings are plain text', async () => {
    const { onFocusVertex } = setUp(DIAGNOSTICS);
    await userEvent.click(screen.getByRole('button', { name: /cannot be reached/ }));
    expect(onFocusVertex).toHaveBeenLastCalledWith('b');
    await userEvent.click(screen.getByRole('button', { name: /needs a condition/ }));
    expect(onFocusVertex).toHaveBeenLastCalledWith('a');
    expect(screen.queryByRole('button', { name: /no starting vertex/ })).toBeNull();
    expect(onFocusVertex).toHaveBeenCalledTimes(2);
  });

  it("says 'No issues' when the questionnaire is clean", () => {
    setUp([]);
    expect(screen.getByText('No issues')).toBeTruthy();
    expect(screen.getByText('0 errors')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('hides its list behind the toggle and keeps the counts in sight', async () => {
    dispose = setUpLifecycleTest(<Collapsible />).runtime.dispose;
    const hide = screen.getByRole('button', { name: 'Hide issues' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(hide);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByText('2 errors')).toBeTruthy();
    const show = screen.getByRole('button', { name: 'Show issues' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(show);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('counts in Japanese', () => {
    setUp(DIAGNOSTICS.slice(0, 2), 'ja');
    expect(screen.getByText('エラー 1 件')).toBeTruthy();
    expect(screen.getByText('警告 1 件')).toBeTruthy();
  });
});
