import type { DynamicType, Questionnaire, QuestionnaireLanguage } from '@carecall/graph-core';
import type { RunContext } from '@carecall/graph-core/runner';
import { and, eq, inArray } from 'drizzle-orm';
import { AUDIT_ACTIONS } from '../audit/auditActions.ts';
import { recordAudit } from '../audit/recordAudit.ts';
import type { Db } from '../db/openDatabase.ts';
import { calls, patients, questionnaires } from '../db/schema/index.ts';
import { chooseClientQuestionnaire } from '../questionnaires/chooseClientQuestionnaire.ts';
import { listQuestionnaireOwnerIds } from '../questionnaires/listQuestionnaireOwnerIds.ts';

/** Everything a bot session needs about its call, read from the database. */
export interface BotCallSetup {
  callId: number;
  organizationId: number;
  patientId: number;
  phoneNumber: string | null;
  isDryRun: boolean;
  /** When the call's conference (and so its recording) started. */
  startedAt: Date;
  questionnaireId: number;
  prepared: Questionnaire;
  context: RunContext;
}

/** How many questionnaires deep the references of a questionnaire are followed (sub of a sub …). */
const MAX_REFERENCE_DEPTH = 5;

/** The questionnaires a document refers to: its alternative, its embedded vertices' and its listed sub-questionnaires. */
function referencedIds(document: Questionnaire): number[] {
  const ids = new Set<number>();
  if (document.shadow_questionnaire_id > 0) ids.add(document.shadow_questionnaire_id);
  for (const node of document.nodes) {
    if ('embedded' in node.value && node.value.embedded.questionnaireId !== undefined)
      ids.add(node.value.embedded.questionnaireId);
  }
  for (const ref of document.sub_questionnaires) ids.add(ref.questionnaireId);
  return [...ids];
}

/** The dynamic types a document's dynamic vertices ask for. */
function dynamicTypes(document: Questionnaire): DynamicType[] {
  const types: DynamicType[] = [];
  for (const node of document.nodes) {
    if ('dynamic' in node.value && node.value.dynamic.type !== undefined) types.push(node.value.dynamic.type);
  }
  return types;
}

/**
 * Reads a call's bot setup: the call, its questionnaire (prepared, as stored) with every questionnaire it refers to
 * that the call's organization may read, the client's questionnaire of each dynamic type its dynamic vertices ask for
 * (`chooseClientQuestionnaire`), and the client's context: `first_name`, `last_name` and `clinic_name` as
 * parameters, the birth date and zip code for validations, and the client's language for a multi-language
 * questionnaire. Null for a call that does not exist or has no questionnaire. The read of the client's record is
 * audited.
 */
export async function loadBotCallSetup(db: Db, callId: number, now: () => Date): Promise<BotCallSetup | null> {
  const [call] = await db.select().from(calls).where(eq(calls.id, callId));
  if (!call || call.questionnaireId === null) return null;
  const ownerIds = await listQuestionnaireOwnerIds(db, call.organizationId);
  const [root] = await db
    .select({ id: questionnaires.id, document: questionnaires.document })
    .from(questionnaires)
    .where(and(eq(questionnaires.id, call.questionnaireId), inArray(questionnaires.organizationId, ownerIds)));
  if (!root) return null;
  const loaded: Record<string, Questionnaire> = {};
  const loadReferences = async (from: number[]) => {
    let pending = from.filter((id) => id !== root.id && !Object.hasOwn(loaded, String(id)));
    for (let depth = 0; depth < MAX_REFERENCE_DEPTH && pending.length > 0; depth += 1) {
      const rows = await db
        .select({ id: questionnaires.id, document: questionnaires.document })
        .from(questionnaires)
        .where(and(inArray(questionnaires.id, pending), inArray(questionnaires.organizationId, ownerIds)));
      pending = [];
      for (const row of rows) {
        if (Object.hasOwn(loaded, String(row.id)) || row.id === root.id) continue;
        loaded[String(row.id)] = row.document;
        pending.push(...referencedIds(row.document).filter((id) => !Object.hasOwn(loaded, String(id))));
      }
    }
  };
  await loadReferences(referencedIds(root.document));
  // Each dynamic type the run may meet is resolved once for the client, by the organization's questionnaire rule;
  // what it chooses is loaded with its own references, which may hold further dynamic vertices.
  const dynamic: Partial<Record<DynamicType, number>> = {};
  const resolved = new Set<DynamicType>();
  for (let depth = 0; depth < MAX_REFERENCE_DEPTH; depth += 1) {
    const types = [root.document, ...Object.values(loaded)].flatMap(dynamicTypes).filter((type) => !resolved.has(type));
    if (types.length === 0) break;
    const chosen: number[] = [];
    for (const type of new Set(types)) {
      resolved.add(type);
      const choice = await chooseClientQuestionnaire(db, call.organizationId, call.patientId, type);
      if (choice.questionnaireId === null) continue;
      dynamic[type] = choice.questionnaireId;
      chosen.push(choice.questionnaireId);
    }
    await loadReferences(chosen);
  }
  const [patient] = await db
    .select({
      firstName: patients.firstName,
      lastName: patients.lastName,
      clinicName: patients.clinicName,
      birthDate: patients.birthDate,
      zipCode: patients.zipCode,
      language: patients.language,
    })
    .from(patients)
    .where(and(eq(patients.id, call.patientId), eq(patients.organizationId, call.organizationId)));
  if (!patient) return null;
  const parameters: Record<string, string> = { first_name: patient.firstName, last_name: patient.lastName };
  if (patient.clinicName) parameters.clinic_name = patient.clinicName;
  const context: RunContext = {
    parameters,
    questionnaires: loaded,
    dynamic,
    client: { birthDate: patient.birthDate, ...(patient.zipCode ? { zipCode: patient.zipCode } : {}) },
  };
  if (patient.language === 'en-US' || patient.language === 'es-US') {
    context.language = patient.language as QuestionnaireLanguage;
  }
  await recordAudit(db, {
    userId: null,
    at: now(),
    action: AUDIT_ACTIONS.botCallClientRead,
    organizationId: call.organizationId,
    clientId: call.patientId,
    detail: { callId: call.id, questionnaireId: root.id },
  });
  return {
    callId: call.id,
    organizationId: call.organizationId,
    patientId: call.patientId,
    phoneNumber: call.patientPhone,
    isDryRun: call.isDryRun,
    startedAt: call.startDate ?? call.dateCreated,
    questionnaireId: root.id,
    prepared: root.document,
    context,
  };
}
