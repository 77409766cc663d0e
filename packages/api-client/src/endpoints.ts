import * as activity from './contract/activity.ts';
import * as admin from './contract/admin.ts';
import * as botCalls from './contract/botCalls.ts';
import * as callCreate from './contract/callCreate.ts';
import * as callNotes from './contract/callNotes.ts';
import * as callQuestions from './contract/callQuestions.ts';
import * as calls from './contract/calls.ts';
import * as conference from './contract/conference.ts';
import * as diagnoses from './contract/diagnoses.ts';
import * as dryRuns from './contract/dryRuns.ts';
import * as hints from './contract/hints.ts';
import * as mfa from './contract/mfa.ts';
import * as parameters from './contract/parameters.ts';
import * as patients from './contract/patients.ts';
import * as patientTags from './contract/patientTags.ts';
import * as patientWrites from './contract/patientWrites.ts';
import * as questionnaires from './contract/questionnaires.ts';
import * as recordings from './contract/recordings.ts';
import * as scheduler from './contract/scheduler.ts';
import * as session from './contract/session.ts';
import * as speech from './contract/speech.ts';
import * as tags from './contract/tags.ts';
import * as transcripts from './contract/transcripts.ts';
import type { Endpoint } from './endpoint.ts';

/**
 * Every backend call of the product keyed by its id, so the client can call any of them by name and the server can
 * check that it registered each one and generate `/openapi.json` from them.
 */
export const endpoints = {
  ...session,
  ...mfa,
  ...admin,
  ...patients,
  ...patientWrites,
  ...patientTags,
  ...diagnoses,
  ...calls,
  ...dryRuns,
  ...callCreate,
  ...callNotes,
  ...transcripts,
  ...callQuestions,
  ...activity,
  ...scheduler,
  ...questionnaires,
  ...botCalls,
  ...recordings,
  ...speech,
  ...tags,
  ...hints,
  ...parameters,
  ...conference,
};

/** The contract's endpoints by id. */
export type Endpoints = typeof endpoints;
/** The id of any endpoint of the contract. */
export type EndpointId = keyof Endpoints;

/** The endpoints as a list, for registration loops and document generation. */
export const endpointList: readonly Endpoint[] = Object.values(endpoints);
