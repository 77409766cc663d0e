import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { disposeRuntimeAfterEach } from '../../../test/renderPortal.tsx';
import { questionnaireQueryKeys } from '../api/questionnaireQueryKeys.ts';
import { RevisionHistoryDialog } from './RevisionHistoryDialog.tsx';
import { type LifecycleTestOptions, setUpLifecycleTest } from './setUpLifecycleTest.tsx';

function revision(id: number, version: number, action: string, userName: string | null, createdAt: string) {
  return {
    id,
    questionnaire_id: 7,
    version,
    action,
    questionnaire_name: 'Weekly check-in',
    user_id: userName ? 2 : null,
    user_name: userName,
    created_at: createdAt,
    restored_from_revision_id: action === 'restore' ? 10 : null,
  };
}

const REVISIONS = [
  revision(30, 3, 'restore', 'Alex Admin', '2026-03-01T09:30:00.000Z'),
  revision(20, 2, 'save', null, '2026-02-28T23:15:00.000Z'),
  revision(10, 1, 'create', 'Alex Admin', '2026-02-20T01:00:00.000Z'),
];

describe('RevisionHistoryDialog', () => {
  const track = disposeRuntimeAfterEach();

  function setUp(routes: LifecycleTestOptions['routes'], canRestore = true) {
    const onRestored = vi.fn();
    const onClose = vi.fn();
    const context = setUpLifecycleTest(
      <RevisionHistoryDialog
        questionnaireId={7}
        canRestore={canRestore}
        version={3}
        onRestored={onRestored}
        onClose={onClose}
      />,
      { routes: { 'GET /bot/questionnaire/7/revisions': { body: { revisions: REVISIONS } }, ...routes } },
    );
    track(context.runtime);
    return { ...context, onRestored, onClose };
  }

  it("lists who stored each version, when in the user's time zone, and how", async () => {
    setUp({});
    const list = await screen.findByRole('list', { name: 'Revision history' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain('Version 3current');
    expect(items[0]?.textContent).toContain('Restored (from revision 10)');
    expect(items[0]?.textContent).toContain('Alex Admin · Mar 1, 2026 18:30');
    expect(items[1]?.textContent).toContain('Unknown user · Mar 1, 2026 08:15');
    expect(items[2]?.textContent).toContain('Created');
    // The current version cannot be restored onto itself.
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('restores an earlier revision after a confirmation, sending the version on screen', async () => {
    const { backend, runtime, onRestored } = setUp({
      'POST /bot/questionnaire/7/revisions/20/restore': { body: { id: 7, version: 4 } },
    });
    const invalidate = vi.spyOn(runtime.queryClient, 'invalidateQueries');
    await userEvent.click(await screen.findByRole('button', { name: 'Restore version 2' }));
    const confirmation = screen.getByRole('alertdialog', { name: 'Restore revision' });
    expect(confirmation.textContent).toContain('Make version 2 of Mar 1, 2026 08:15 the current questionnaire?');
    expect(backend.calls('POST /bot/questionnaire/7/revisions/20/restore')).toHaveLength(0);
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledWith({ id: 7, version: 4 }));
    expect(backend.calls('POST /bot/questionnaire/7/revisions/20/restore')[0]?.body).toEqual({ version: 3 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: questionnaireQueryKeys.all });
    expect(await screen.findByText('Version 2 was restored as version 4')).toBeTruthy();
  });

  it('explains a conflict instead of overwriting newer work', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onRestored } = setUp({
      'POST /bot/questionnaire/7/revisions/10/restore': {
        status: 409,
        body: { error: 'Version 3 is not the current version 5', code: 'QUESTIONNAIRE_VERSION_CONFLICT' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Restore version 1' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(/Someone else changed this questionnaire in the meantime/)).toBeTruthy();
    expect(onRestored).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Revision history' })).toBeTruthy();
  });

  it('only lists when the user may not restore', async () => {
    setUp({}, false);
    await screen.findByRole('list', { name: 'Revision history' });
    expect(screen.getByText(/Only the organization that owns this questionnaire can restore/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Restore version/ })).toBeNull();
  });

  it('shows a designed empty state and a retry after a failed read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { backend } = setUp({ 'GET /bot/questionnaire/7/revisions': { status: 500, body: { error: 'down' } } });
    expect(await screen.findByText('The revision history could not be loaded.')).toBeTruthy();
    backend.on('GET /bot/questionnaire/7/revisions', { body: { revisions: [] } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No revisions yet')).toBeTruthy();
  });
});
