import type { RecordEditor } from '@carecall/api-client';
import { HttpError } from '../http/HttpError.ts';

/** What a refused write is told about the record it was based on. */
export interface VersionConflictFacts {
  /** `VERSION_CONFLICT`, or `QUESTIONNAIRE_VERSION_CONFLICT` for questionnaires. */
  code: string;
  /** What the record is, for the sentence: `client`, `questionnaire`, ... */
  record: string;
  baseVersion: number;
  currentVersion: number;
  changedBy: RecordEditor | null;
  changedAt: Date | null;
  /** The record as its read answers it. */
  current: unknown;
}

/**
 * The 409 of a write based on an outdated version (the api-client's `versionConflictBodySchema`): the current version
 * to base the next write on, whose change won and when, and the current record, so the writer can show both sides
 * without another request. Nothing was written when this is thrown.
 */
export function createVersionConflict(facts: VersionConflictFacts): HttpError {
  return new HttpError(
    409,
    facts.code,
    `This ${facts.record} was changed meanwhile (now version ${facts.currentVersion}, the change was based on version ${facts.baseVersion}): reload it and apply the change again`,
    {
      currentVersion: facts.currentVersion,
      changedBy: facts.changedBy,
      changedAt: facts.changedAt?.toISOString() ?? null,
      current: facts.current,
    },
  );
}
