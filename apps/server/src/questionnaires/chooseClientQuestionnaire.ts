import type { DynamicType } from '@carecall/graph-core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import {
  organizationSchedulerDiagnosisQuestionnaires,
  organizationSchedulerQuestionnaires,
  patientDiagnoses,
  patients,
  questionnaires,
} from '../db/schema/index.ts';
import { listQuestionnaireOwnerIds } from './listQuestionnaireOwnerIds.ts';

/** The organization scheduler's settings the rule reads. */
export interface QuestionnaireRuleSettings {
  /** Questionnaires per diagnosis; the lowest `priority` wins among a client's diagnoses. */
  byDiagnosis: readonly { diagnosisId: number; questionnaireId: number; priority: number }[];
  /** Questionnaires per call language, at most one of them the default. */
  byLanguage: readonly { language: string; questionnaireId: number; isDefault: boolean }[];
}

/** What the rule knows of a client: its active diagnoses in the client's order, and its language. */
export interface QuestionnaireRuleClient {
  activeDiagnosisIds: readonly number[];
  language: string | null;
}

/** Why the rule chose a questionnaire, or that it found none. */
export type QuestionnaireChoice =
  | { questionnaireId: number; source: 'diagnosis' | 'language' | 'default' }
  | { questionnaireId: null; reason: 'no-questionnaire' };

/**
 * The questionnaire a client is called with (see "Which questionnaire a client is called with" in the server
 * README):
 * 1. among the scheduler's diagnosis entries for the client's active diagnoses, the lowest priority (then the
 *    client's own diagnosis order, then the lower questionnaire id);
 * 2. otherwise the scheduler's questionnaire for the client's language;
 * 3. otherwise the scheduler's default questionnaire;
 * 4. otherwise none: the call is refused with `no-questionnaire`.
 * At each step only questionnaires `usable` for the purpose count (present, not archived, of the right kind).
 */
export function applyQuestionnaireRule(
  settings: QuestionnaireRuleSettings,
  client: QuestionnaireRuleClient,
  usable: (questionnaireId: number) => boolean,
): QuestionnaireChoice {
  const order = new Map(client.activeDiagnosisIds.map((id, index) => [id, index] as const));
  const byDiagnosis = settings.byDiagnosis
    .filter((entry) => order.has(entry.diagnosisId) && usable(entry.questionnaireId))
    .sort(
      (a, b) =>
        a.priority - b.priority ||
        (order.get(a.diagnosisId) ?? 0) - (order.get(b.diagnosisId) ?? 0) ||
        a.questionnaireId - b.questionnaireId,
    );
  const [first] = byDiagnosis;
  if (first) return { questionnaireId: first.questionnaireId, source: 'diagnosis' };
  const forLanguage = settings.byLanguage.find(
    (entry) => client.language !== null && entry.language === client.language && usable(entry.questionnaireId),
  );
  if (forLanguage) return { questionnaireId: forLanguage.questionnaireId, source: 'language' };
  const byDefault = settings.byLanguage.find((entry) => entry.isDefault && usable(entry.questionnaireId));
  if (byDefault) return { questionnaireId: byDefault.questionnaireId, source: 'default' };
  return { questionnaireId: null, reason: 'no-questionnaire' };
}

/**
 * What the questionnaire is for: `call`, the questionnaire a call runs (a questionnaire that is not a
 * sub-questionnaire); a dynamic type, the sub-questionnaire a dynamic vertex of that type enters.
 */
export type QuestionnairePurpose = 'call' | DynamicType;

/** Reads an organization's scheduler settings for the rule. */
export async function readQuestionnaireRuleSettings(
  db: Db,
  organizationId: number,
): Promise<QuestionnaireRuleSettings> {
  const byDiagnosis = await db
    .select({
      diagnosisId: organizationSchedulerDiagnosisQuestionnaires.diagnosisId,
      questionnaireId: organizationSchedulerDiagnosisQuestionnaires.questionnaireId,
      priority: organizationSchedulerDiagnosisQuestionnaires.priority,
    })
    .from(organizationSchedulerDiagnosisQuestionnaires)
    .where(eq(organizationSchedulerDiagnosisQuestionnaires.organizationId, organizationId));
  const byLanguage = await db
    .select({
      language: organizationSchedulerQuestionnaires.language,
      questionnaireId: organizationSchedulerQuestionnaires.questionnaireId,
      isDefault: organizationSchedulerQuestionnaires.isDefault,
    })
    .from(organizationSchedulerQuestionnaires)
    .where(eq(organizationSchedulerQuestionnaires.organizationId, organizationId));
  return { byDiagnosis, byLanguage };
}

/** Reads what the rule knows of a client of the organization; null for a client the organization does not have. */
export async function readQuestionnaireRuleClient(
  db: Db,
  organizationId: number,
  patientId: number,
): Promise<QuestionnaireRuleClient | null> {
  const [patient] = await db
    .select({ language: patients.language })
    .from(patients)
    .where(and(eq(patients.id, patientId), eq(patients.organizationId, organizationId)));
  if (!patient) return null;
  const links = await db
    .select({ diagnosisId: patientDiagnoses.diagnosisId })
    .from(patientDiagnoses)
    .where(and(eq(patientDiagnoses.patientId, patientId), eq(patientDiagnoses.active, 1)))
    .orderBy(asc(patientDiagnoses.order));
  return { activeDiagnosisIds: links.map((link) => link.diagnosisId), language: patient.language };
}

/** Whether a stored questionnaire the organization may read serves the purpose. */
function servesPurpose(
  row: { archive: boolean; isSubQuestionnaire: boolean; type: string },
  purpose: QuestionnairePurpose,
): boolean {
  if (row.archive) return false;
  return purpose === 'call' ? !row.isSubQuestionnaire : row.type === purpose;
}

/**
 * Applies the rule to a client of the organization, for a purpose: the one place every path that calls a client
 * (Call Now's dynamic vertices, scheduled bot calls, the call centre's scheduler) learns the client's questionnaire.
 */
export async function chooseClientQuestionnaire(
  db: Db,
  organizationId: number,
  patientId: number,
  purpose: QuestionnairePurpose,
  known?: { settings?: QuestionnaireRuleSettings; client?: QuestionnaireRuleClient },
): Promise<QuestionnaireChoice> {
  const client = known?.client ?? (await readQuestionnaireRuleClient(db, organizationId, patientId));
  if (!client) return { questionnaireId: null, reason: 'no-questionnaire' };
  const settings = known?.settings ?? (await readQuestionnaireRuleSettings(db, organizationId));
  const ids = [...new Set([...settings.byDiagnosis, ...settings.byLanguage].map((entry) => entry.questionnaireId))];
  if (ids.length === 0) return { questionnaireId: null, reason: 'no-questionnaire' };
  const rows = await db
    .select({
      id: questionnaires.id,
      archive: questionnaires.archive,
      isSubQuestionnaire: questionnaires.isSubQuestionnaire,
      type: questionnaires.type,
    })
    .from(questionnaires)
    .where(
      and(
        inArray(questionnaires.id, ids),
        inArray(questionnaires.organizationId, await listQuestionnaireOwnerIds(db, organizationId)),
      ),
    );
  const serving = new Set(rows.filter((row) => servesPurpose(row, purpose)).map((row) => row.id));
  return applyQuestionnaireRule(settings, client, (id) => serving.has(id));
}
