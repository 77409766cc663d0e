import type { QuestionnaireListEntry } from '@carecall/api-client';
import { assertQuestionnaire, type QuestionnaireInput } from '@carecall/graph-core';
import { fireEvent, screen, within } from '@testing-library/react';
import PrimeReact from 'primereact/api';
import type { ReactNode } from 'react';
import { createFakeBackend, type FakeBackend } from '../../../test/createFakeBackend.ts';
import { createTestRuntime, renderWithRuntime } from '../../../test/renderPortal.tsx';
import { registerQuestionnaireTexts } from '../registerQuestionnaireTexts.ts';

/** Hints of two groups, one hint in both, with English and Spanish display names. */
export const TEST_HINTS = [
  {
    id: 1,
    hint: 'headache',
    group: 'pain',
    groups: 'pain,symptoms',
    display_name_english: 'headache',
    display_name_spanish: 'dolor de cabeza',
  },
  {
    id: 2,
    hint: 'back pain',
    group: 'pain',
    groups: 'pain',
    display_name_english: 'back pain',
    display_name_spanish: 'dolor de espalda',
  },
  {
    id: 3,
    hint: 'neck pain',
    group: 'pain',
    groups: 'pain',
    display_name_english: 'neck pain',
    display_name_spanish: 'dolor de cuello',
  },
  {
    id: 4,
    hint: 'nausea',
    group: 'symptoms',
    groups: 'symptoms',
    display_name_english: 'nausea',
    display_name_spanish: 'náusea',
  },
];

/** The reference data routes every vertex dialog test needs. */
export function createDialogBackend(): FakeBackend {
  return createFakeBackend({
    'GET /bot/hints': { body: { hints: TEST_HINTS } },
    'GET /bot/tags': {
      body: {
        tags: [
          { id: 300, name: 'Numeric', group: 'answer type', description: null, technical_name: [], polarity: null },
          { id: 12, name: 'Pain', group: 'symptoms', description: null, technical_name: [], polarity: 'negative' },
        ],
      },
    },
    'GET /bot/parameters/keys': { body: { keys: ['first_name', 'nurse_phone'] } },
  });
}

/** Renders a dialog in the portal's providers with the editor's texts registered. */
export function renderDialog(ui: ReactNode, backend: FakeBackend = createDialogBackend(), locale: 'en' | 'ja' = 'en') {
  const context = createTestRuntime({ backend, locale });
  registerQuestionnaireTexts(context.runtime.i18n);
  renderWithRuntime(ui, context.runtime);
  return context;
}

/** A questionnaire built with graph-core's own parser, defaults filled. */
export function buildQuestionnaire(input: Partial<QuestionnaireInput> = {}) {
  return assertQuestionnaire({ id: 7, questionnaire_name: 'Weekly check-in', nodes: [], edges: [], ...input });
}

/** A list entry as `GET questionnaire` answers it. */
export function buildEntry(
  id: number,
  name: string,
  extra: Partial<QuestionnaireListEntry> = {},
): QuestionnaireListEntry {
  return {
    id,
    name,
    organization_id: 1,
    type: 'none',
    is_sub_questionnaire: false,
    is_multiple_languages: false,
    archive: false,
    language: 'en-US',
    shadow_questionnaire_id: 0,
    version: 1,
    read_only: false,
    ...extra,
  };
}

// Overlay panels open and close at once, so a closed list is gone before the next one opens.
PrimeReact.cssTransition = false;

const PANELS = '.p-dropdown-panel, .p-multiselect-panel';

function getControl(label: string | RegExp): HTMLElement {
  const control = screen.getByLabelText(label).closest<HTMLElement>('.p-dropdown, .p-multiselect');
  if (!control) throw new Error(`no select labelled ${String(label)}`);
  return control;
}

/** Opens a PrimeReact dropdown or multi-select by its label and returns the panel this opened. */
export function openSelect(label: string | RegExp): HTMLElement {
  const control = getControl(label);
  const before = new Set(document.querySelectorAll(PANELS));
  fireEvent.click(control);
  const opened = [...document.querySelectorAll<HTMLElement>(PANELS)].filter((panel) => !before.has(panel));
  const panel = opened[opened.length - 1];
  if (!panel) throw new Error(`no list for ${String(label)}`);
  return panel;
}

/** The option names a select offers; the select is closed again. */
export function getOptionNames(label: string | RegExp): string[] {
  const panel = openSelect(label);
  const names = within(panel)
    .queryAllByRole('option', { hidden: true })
    .map((option) => option.textContent?.trim() ?? '');
  fireEvent.click(getControl(label));
  return names;
}

/** Picks one option of a select by its visible name. */
export function chooseOption(label: string | RegExp, name: string): void {
  const panel = openSelect(label);
  fireEvent.click(within(panel).getByRole('option', { name, hidden: true }));
  // A multi-select stays open for more picks; close it as a user would.
  if (panel.isConnected) fireEvent.click(getControl(label));
}

/**
 * Waits until a select offers the given options (reference data arrives asynchronously). Polls instead of using
 * `waitFor`, whose DOM observer would re-run on the panel this very check opens.
 */
export async function waitForOptions(label: string | RegExp, expected: readonly string[]): Promise<string[]> {
  let names: string[] = [];
  for (let attempt = 0; attempt < 100; attempt += 1) {
    names = getOptionNames(label);
    if (JSON.stringify(names) === JSON.stringify(expected)) return names;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return names;
}
