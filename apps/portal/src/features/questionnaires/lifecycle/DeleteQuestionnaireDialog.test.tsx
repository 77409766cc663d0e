import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { disposeRuntimeAfterEach } from '../../../test/renderPortal.tsx';
import { questionnaireQueryKeys } from '../api/questionnaireQueryKeys.ts';
import { DeleteQuestionnaireDialog } from './DeleteQuestionnaireDialog.tsx';
import { setUpLifecycleTest } from './setUpLifecycleTest.tsx';

describe('DeleteQuestionnaireDialog', () => {
  const track = disposeRuntimeAfterEach();

  function setUp(routes: Parameters<typeof setUpLifecycleTest>[1] = {}) {
    const onDeleted = vi.fn();
    const onCancel = vi.fn();
    const context = setUpLifecycleTest(
      <DeleteQuestionnaireDialog
        questionnaire={{ id: 7, name: 'Weekly check-in', organization_id: 1 }}
        onDeleted={onDeleted}
        onCancel={onCancel}
      />,
      routes,
    );
    track(context.runtime);
    return { ...context, onDeleted, onCancel };
  }

  it('asks with the name and id, sends the list body, refreshes the questionnaires and closes', async () => {
    const { backend, runtime, onDeleted } = setUp({
      routes: { 'DELETE /bot/questionnaire': { body: { deleted: [7] } } },
    });
    const invalidate = vi.spyOn(runtime.queryClient, 'invalidateQueries');
    expect(screen.getByText('Are you sure you want to delete Weekly check-in (id 7)?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(backend.calls('DELETE /bot/questionnaire')[0]?.body).toEqual([{ questionnaireId: 7, organizationId: 1 }]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: questionnaireQueryKeys.all });
    expect(await screen.findByText('Questionnaire Weekly check-in was deleted')).toBeTruthy();
  });

  it('says why the server refused and stays open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onDeleted } = setUp({
      routes: {
        'DELETE /bot/questionnaire': {
          status: 409,
          body: { error: 'Questionnaire 7 is used by questionnaire 3', code: 'QUESTIONNAIRE_IN_USE' },
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('This questionnaire is used by another questionnaire and cannot be deleted.'),
    ).toBeTruthy();
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: 'Delete questionnaire' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', false);
  });

  it("shows the server's own text for a refusal the editor has no words for", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setUp({ routes: { 'DELETE /bot/questionnaire': { status: 500, body: { error: 'Database unavailable' } } } });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
  });

  it('cancels without a request', async () => {
    const { backend, onCancel } = setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(backend.requests).toHaveLength(0);
  });
});
