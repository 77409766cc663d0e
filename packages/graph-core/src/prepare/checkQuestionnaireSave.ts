import type { Diagnostic } from '../lint/diagnostic.ts';
import { lintAndPrepareQuestionnaire } from '../lint/lintAndPrepareQuestionnaire.ts';
import type { LintOptions } from '../lint/lintOptions.ts';
import type { Questionnaire } from '../questionnaire.ts';

/**
 * The answer of `checkQuestionnaireSave`: every diagnostic (warnings included) and the errors among them that refuse
 * the save; the prepared document whenever the document passed the schema (to store when `ok`).
 */
export type SaveCheck =
  | { ok: true; schema: false; prepared: Questionnaire; errors: []; diagnostics: Diagnostic[] }
  | { ok: false; schema: false; prepared: Questionnaire; errors: Diagnostic[]; diagnostics: Diagnostic[] }
  /** The document failed the schema: its diagnostics are schema diagnostics only, and nothing is prepared. */
  | { ok: false; schema: true; errors: Diagnostic[]; diagnostics: Diagnostic[] };

/**
 * Whether an untrusted document can be saved, and the prepared form to save: a questionnaire can be saved exactly when
 * it passes the schema and lint finds no error (the save checks — start, complete, multi-branch follow-ups — are lint
 * rules, as is `unknown-parameter` when the known keys are given). Parsing, linting and preparing are one walk
 * (`lintAndPrepareQuestionnaire`), so the server's save, `carecall questionnaires upload` and the editor decide with
 * the same rule and read the document once.
 */
export function checkQuestionnaireSave(input: unknown, options: LintOptions = {}): SaveCheck {
  const result = lintAndPrepareQuestionnaire(input, options);
  if (!result.ok) return { ok: false, schema: true, errors: result.diagnostics, diagnostics: result.diagnostics };
  const { prepared, diagnostics } = result;
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
  if (errors.length > 0) return { ok: false, schema: false, prepared, errors, diagnostics };
  return { ok: true, schema: false, prepared, errors: [], diagnostics };
}
