import {
  type Diagnostic,
  lintParsedQuestionnaire,
  lintQuestionnaire,
  parseQuestionnaire,
  prepareQuestionnaire,
  type Questionnaire,
  validateForSave,
} from '@carecall/graph-core';
import type { Db } from '../db/openDatabase.ts';
import { parameterKeys } from '../db/schema/index.ts';
import { HttpError } from '../http/HttpError.ts';
import { findQuestionnaireReferenceIssues } from './findQuestionnaireReferenceIssues.ts';

function describeFirst(what: string, messages: string[]): string {
  const [first] = messages;
  const more = messages.length > 1 ? ` (and ${messages.length - 1} more)` : '';
  return `The questionnaire cannot be saved: ${first ?? what}${more}`;
}

/** Save issues and lint errors as one list, each finding once (lint runs the save checks too). */
function mergeDiagnostics(lists: Diagnostic[][]): Diagnostic[] {
  const seen = new Set<string>();
  const merged: Diagnostic[] = [];
  for (const diagnostic of lists.flat()) {
    const key = JSON.stringify([diagnostic.rule, diagnostic.message, diagnostic.vertex, diagnostic.edge]);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(diagnostic);
  }
  return merged;
}

/**
 * Everything a questionnaire must pass before it is stored, in the order the editor checks it: graph-core's schema
 * (structure, kinds, edges between existing vertices), `prepareQuestionnaire`, `validateForSave` and every lint
 * error with the organization's known parameter keys — refused with 400 `QUESTIONNAIRE_INVALID` and the
 * diagnostics — then its references (400 `QUESTIONNAIRE_REFERENCE_INVALID`). Answers the prepared document to store.
 */
export async function checkQuestionnaireForSave(
  db: Db,
  options: { document: unknown; ownerId: number; questionnaireId: number | null; current?: Questionnaire | undefined },
): Promise<Questionnaire> {
  const parsed = parseQuestionnaire(options.document);
  if (!parsed.ok) {
    const diagnostics = lintQuestionnaire(options.document);
    throw new HttpError(
      400,
      'QUESTIONNAIRE_INVALID',
      describeFirst(
        'it does not match the questionnaire format',
        diagnostics.map((d) => d.message),
      ),
      { diagnostics },
    );
  }
  const prepared = prepareQuestionnaire(parsed.questionnaire);
  const knownParameters = (await db.select({ key: parameterKeys.key }).from(parameterKeys)).map((row) => row.key);
  const saveDiagnostics: Diagnostic[] = validateForSave(prepared).map((issue) => ({
    rule: issue.code,
    severity: 'error',
    message: issue.detail,
    ...(issue.vertex === undefined ? {} : { vertex: issue.vertex }),
  }));
  const lintErrors = lintParsedQuestionnaire(prepared, { knownParameters }).filter((d) => d.severity === 'error');
  const diagnostics = mergeDiagnostics([saveDiagnostics, lintErrors]);
  if (diagnostics.length > 0) {
    throw new HttpError(
      400,
      'QUESTIONNAIRE_INVALID',
      describeFirst(
        'it has errors',
        diagnostics.map((d) => d.message),
      ),
      { diagnostics },
    );
  }
  const references = await findQuestionnaireReferenceIssues(db, {
    document: prepared,
    ownerId: options.ownerId,
    questionnaireId: options.questionnaireId,
    current: options.current,
  });
  if (references.length > 0) {
    throw new HttpError(
      400,
      'QUESTIONNAIRE_REFERENCE_INVALID',
      describeFirst(
        'it refers to something unavailable',
        references.map((r) => r.message),
      ),
      { references },
    );
  }
  return prepared;
}
