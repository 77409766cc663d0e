import { type QuestionnaireListEntry, questionnaireListEntrySchema } from '@carecall/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { disposeRuntimeAfterEach } from '../../../test/renderPortal.tsx';
import { type LifecycleTestOptions, setUpLifecycleTest } from '../lifecycle/setUpLifecycleTest.tsx';
import { questionnaireQueryKeys } from './questionnaireQueryKeys.ts';
import { type LifecycleEntry, useQuestionnaireLifecycle } from './useQuestionnaireLifecycle.ts';

const ENTRY = questionnaireListEntrySchema.parse({
  id: 7,
  name: 'Weekly check-in',
  organization_id: 1,
  type: 'embedded',
  language: 'es-US',
  is_multiple_languages: true,
  shadow_questionnaire_id: 9,
  version: 4,
  read_only: false,
});

function LifecycleButtons({ entry }: { entry: LifecycleEntry }) {
  const { archive, restore, pending } = useQuestionnaireLifecycle();
  const [result, setResult] = useState('none');
  const show = (updated: QuestionnaireListEntry | null) =>
    setResult(updated ? `archive=${String(updated.archive)}` : 'refused');
  return (
    <>
      <button type="button" disabled={pending} onClick={() => void archive(entry).then(show)}>
        archive
      </button>
      <button type="button" disabled={pending} onClick={() => void restore(entry).then(show)}>
        restore
      </button>
      <output>{result}</output>
    </>
  );
}

describe('useQuestionnaireLifecycle', () => {
  const track = disposeRuntimeAfterEach();

  function setUp(routes: LifecycleTestOptions['routes'], entry: LifecycleEntry = ENTRY) {
    const context = setUpLifecycleTest(<LifecycleButtons entry={entry} />, { routes });
    track(context.runtime);
    return context;
  }

  it('archives with the settings and version, refreshes every questionnaire query and says so', async () => {
    const { backend, runtime } = setUp({
      'PATCH /bot/questionnaire/7': (request) => ({
        body: { ...ENTRY, archive: (request.body as { archive: boolean }).archive, version: 5 },
      }),
    });
    const invalidate = vi.spyOn(runtime.queryClient, 'invalidateQueries');
    await userEvent.click(screen.getByRole('button', { name: 'archive' }));
    expect(await screen.findByText('archive=true')).toBeTruthy();
    expect(backend.calls('PATCH /bot/questionnaire/7')[0]?.body).toEqual({
      id: 7,
      archive: true,
      is_multiple_languages: true,
      shadow_questionnaire_id: 9,
      language: 'es-US',
      version: 4,
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: questionnaireQueryKeys.all });
    expect(await screen.findByText('Questionnaire Weekly check-in was archived')).toBeTruthy();
  });

  it('restores based on the version on screen too', async () => {
    const { backend } = setUp(
      { 'PATCH /bot/questionnaire/7': { body: { ...ENTRY, archive: false, version: 6 } } },
      { ...ENTRY, version: 5 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'restore' }));
    expect(await screen.findByText('Questionnaire Weekly check-in was restored')).toBeTruthy();
    const body = backend.calls('PATCH /bot/questionnaire/7')[0]?.body as Record<string, unknown>;
    expect(body.archive).toBe(false);
    expect(body.version).toBe(5);
  });

  it('says whose change won a conflict and when, in the user’s time zone (Tokyo here)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setUp({
      'PATCH /bot/questionnaire/7': {
        status: 409,
        body: {
          error: 'This questionnaire was changed meanwhile',
          code: 'QUESTIONNAIRE_VERSION_CONFLICT',
          currentVersion: 6,
          changedBy: { user_id: 1, first_name: 'Sam', last_name: 'Super' },
          changedAt: '2026-03-01T09:30:00.000Z',
          current: { ...ENTRY, version: 6 },
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'archive' }));
    expect(await screen.findByText('refused')).toBeTruthy();
    expect(
      await screen.findByText(
        'Sam Super changed this questionnaire on Mar 1, 2026 18:30. Reload it to see their version, then try again.',
      ),
    ).toBeTruthy();
  });

  it('toasts a refusal in the user’s words, resolves with null and still refreshes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { runtime } = setUp({
      'PATCH /bot/questionnaire/7': {
        status: 409,
        body: { error: 'Version 4 is not the current version 6', code: 'QUESTIONNAIRE_VERSION_CONFLICT' },
      },
    });
    const invalidate = vi.spyOn(runtime.queryClient, 'invalidateQueries');
    await userEvent.click(screen.getByRole('button', { name: 'archive' }));
    expect(await screen.findByText('refused')).toBeTruthy();
    expect(await screen.findByText(/Someone else changed this questionnaire in the meantime/)).toBeTruthy();
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: questionnaireQueryKeys.all }));
  });
});
