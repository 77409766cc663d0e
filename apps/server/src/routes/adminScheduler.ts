import { endpoints, type SchedulerSettings, VERSION_CONFLICT } from '@carecall/api-client';
import { canCallNow } from '@carecall/graph-core';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS } from '../audit/auditActions.ts';
import type { Db } from '../db/openDatabase.ts';
import {
  diagnoses,
  organizationSchedulerDiagnosisQuestionnaires,
  organizationSchedulerQuestionnaires,
  organizationSettings,
} from '../db/schema/index.ts';
import { withTransaction } from '../db/withTransaction.ts';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import { requireOrganizationId } from '../identity/requireOrganizationId.ts';
import { createValidationError } from '../patients/createValidationError.ts';
import { searchDiagnoses } from '../patients/searchDiagnoses.ts';
import { assertQuestionnairePermission } from '../questionnaires/assertQuestionnairePermission.ts';
import { loadVisibleQuestionnaire } from '../questionnaires/loadVisibleQuestionnaire.ts';
import { enqueueFullPlanning } from '../schedules/createPlanBotCallsHandler.ts';
import { loadOrganizationSettings } from '../settings/loadOrganizationSettings.ts';
import { createVersionConflict } from '../versions/createVersionConflict.ts';
import { readRecordEditor } from '../versions/readRecordEditor.ts';

async function readOrganizationQuestionnaires(db: Db, organizationId: number) {
  const rows = await db
    .select()
    .from(organizationSchedulerQuestionnaires)
    .where(eq(organizationSchedulerQuestionnaires.organizationId, organizationId))
    .orderBy(asc(organizationSchedulerQuestionnaires.language));
  return rows.map((row) => ({
    questionnaire_id: row.questionnaireId,
    language: row.language as 'en-US' | 'es-US',
    is_default: row.isDefault,
  }));
}

async function readDiagnosisQuestionnaires(db: Db, organizationId: number) {
  const rows = await db
    .select()
    .from(organizationSchedulerDiagnosisQuestionnaires)
    .where(eq(organizationSchedulerDiagnosisQuestionnaires.organizationId, organizationId))
    .orderBy(
      asc(organizationSchedulerDiagnosisQuestionnaires.priority),
      asc(organizationSchedulerDiagnosisQuestionnaires.diagnosisId),
    );
  return rows.map((row) => ({
    diagnosis_id: row.diagnosisId,
    questionnaire_id: row.questionnaireId,
    priority: row.priority,
  }));
}

/** The scheduler settings as the read answers them, with the organization settings version they are at. */
async function readSettings(db: Db, organizationId: number): Promise<SchedulerSettings> {
  const settings = await loadOrganizationSettings(db, organizationId);
  const diagnosisQuestionnaires = await readDiagnosisQuestionnaires(db, organizationId);
  const named = diagnosisQuestionnaires.map((entry) => entry.diagnosis_id);
  const diagnosisRows =
    named.length === 0
      ? []
      : await db
          .select({ id: diagnoses.id, code: diagnoses.code, diagnosis: diagnoses.name })
          .from(diagnoses)
          .where(inArray(diagnoses.id, named))
          .orderBy(asc(diagnoses.code));
  return {
    organizationQuestionnaires: await readOrganizationQuestionnaires(db, organizationId),
    diagnosisQuestionnaires,
    diagnoses: diagnosisRows,
    calledBy: settings['schedules.calledBy'],
    automaticCallsEnabled: settings['AutomaticCalls.enabled'],
    version: settings.version,
  };
}

/**
 * Takes the organization's settings row under lock (creating it at version 0, the version of an organization that
 * stored none) and refuses a write based on another version with 409 and the current scheduler settings, so of two
 * admins saving on one version the second is refused and nothing of it is written.
 */
async function lockSettingsAtVersion(tx: Db, organizationId: number, baseVersion: number) {
  await tx.insert(organizationSettings).values({ organizationId, settings: {}, version: 0 }).onConflictDoNothing();
  const [locked] = await tx
    .select()
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId))
    .for('update');
  const currentVersion = locked?.version ?? 0;
  if (currentVersion !== baseVersion)
    throw createVersionConflict({
      code: VERSION_CONFLICT,
      record: 'organization settings',
      baseVersion,
      currentVersion,
      changedBy: await readRecordEditor(tx, locked?.updatedBy ?? null),
      changedAt: currentVersion > 0 ? (locked?.updatedAt ?? null) : null,
      current: await readSettings(tx, organizationId),
    });
  return { settings: locked?.settings ?? {}, version: currentVersion };
}

/**
 * `GET` and `POST /api/admin/organization/scheduler` (admins), and `GET /api/admin/diagnoses/search`, the catalogue
 * search its per-diagnosis rows are picked with: the questionnaires the selected organization's
 * scheduled calls run, one per call language, with at most one default for clients whose language has none. A
 * replacement names each questionnaire once per language (400 on the repeated `language`) and one default at most
 * (400 on the second `is_default`); each must be callable (visible, active, not a sub-questionnaire, as Call Now).
 * `diagnosisQuestionnaires` (left out: kept as stored) names a questionnaire per diagnosis with a priority: each
 * diagnosis once (400 on the repeated `diagnosis_id`), a diagnosis of the catalogue (400), and a questionnaire that is
 * callable or an active diagnosis sub-questionnaire (what a dynamic diagnosis vertex enters). The rule that reads
 * these settings is `chooseClientQuestionnaire`. `calledBy` (left out: kept) stores `schedules.calledBy`, whom
 * `getScheduleCaller` hands the schedules to. The whole form is one record of the organization's settings: every
 * write names the organization settings `version` it read and moves it on by one (a stale one answers 409), so the
 * settings' other readers see the change at once through the forgotten cache entry. Registered as static paths, which
 * the router prefers over `/admin/organization/{id}`. A change plans every client's calls again.
 */
export function registerAdminScheduler(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.adminGetScheduler, async (_input, { requireAuth, services }) => {
    const organizationId = requireOrganizationId(requireAuth());
    return readSettings(services.db, organizationId);
  });

  registerEndpoint(app, endpoints.adminSearchDiagnoses, async ({ query }, { requireAuth, services }) => {
    requireOrganizationId(requireAuth());
    return { results: await searchDiagnoses(services.db, query.query) };
  });

  registerEndpoint(app, endpoints.adminUpdateScheduler, async ({ body }, { requireAuth, services, audit }) => {
    const organizationId = requireOrganizationId(requireAuth());
    const { db } = services;
    const entries = body.organizationQuestionnaires;
    const problems: Array<{ path: string; message: string }> = [];
    const languages = new Set<string>();
    let defaults = 0;
    entries.forEach((entry, index) => {
      if (languages.has(entry.language)) {
        problems.push({
          path: `organizationQuestionnaires.${index}.language`,
          message: 'One questionnaire a language',
        });
      }
      languages.add(entry.language);
      if (entry.is_default) {
        defaults += 1;
        if (defaults > 1) {
          problems.push({ path: `organizationQuestionnaires.${index}.is_default`, message: 'One default at most' });
        }
      }
    });
    const byDiagnosis = body.diagnosisQuestionnaires;
    const diagnosisIds = new Set<number>();
    byDiagnosis?.forEach((entry, index) => {
      if (diagnosisIds.has(entry.diagnosis_id)) {
        problems.push({
          path: `diagnosisQuestionnaires.${index}.diagnosis_id`,
          message: 'One questionnaire a diagnosis',
        });
      }
      diagnosisIds.add(entry.diagnosis_id);
    });
    if (byDiagnosis && byDiagnosis.length > 0) {
      const known = await db
        .select({ id: diagnoses.id })
        .from(diagnoses)
        .where(inArray(diagnoses.id, [...diagnosisIds]));
      const knownIds = new Set(known.map((row) => row.id));
      byDiagnosis.forEach((entry, index) => {
        if (!knownIds.has(entry.diagnosis_id))
          problems.push({ path: `diagnosisQuestionnaires.${index}.diagnosis_id`, message: 'Unknown diagnosis' });
      });
    }
    if (problems.length > 0) throw createValidationError(problems);
    for (const [index, entry] of (byDiagnosis ?? []).entries()) {
      const questionnaire = await loadVisibleQuestionnaire(db, entry.questionnaire_id, organizationId);
      const isDiagnosisSub = questionnaire.isSubQuestionnaire && questionnaire.type === 'diagnosis';
      if (!isDiagnosisSub) assertQuestionnairePermission(canCallNow, questionnaire, organizationId);
      else if (questionnaire.archive)
        throw createValidationError([
          { path: `diagnosisQuestionnaires.${index}.questionnaire_id`, message: 'The questionnaire is archived' },
        ]);
    }
    for (const entry of entries) {
      const questionnaire = await loadVisibleQuestionnaire(db, entry.questionnaire_id, organizationId);
      assertQuestionnairePermission(canCallNow, questionnaire, organizationId);
    }
    const editorId = requireAuth().user.id;
    await withTransaction(db, async (tx) => {
      const stored = await lockSettingsAtVersion(tx, organizationId, body.version);
      await tx
        .update(organizationSettings)
        .set({
          settings: body.calledBy ? { ...stored.settings, 'schedules.calledBy': body.calledBy } : stored.settings,
          version: stored.version + 1,
          updatedBy: editorId,
          updatedAt: services.now(),
        })
        .where(eq(organizationSettings.organizationId, organizationId));
      await tx
        .delete(organizationSchedulerQuestionnaires)
        .where(eq(organizationSchedulerQuestionnaires.organizationId, organizationId));
      if (entries.length > 0) {
        await tx.insert(organizationSchedulerQuestionnaires).values(
          entries.map((entry) => ({
            organizationId,
            language: entry.language,
            questionnaireId: entry.questionnaire_id,
            isDefault: entry.is_default,
          })),
        );
      }
      if (byDiagnosis) {
        await tx
          .delete(organizationSchedulerDiagnosisQuestionnaires)
          .where(eq(organizationSchedulerDiagnosisQuestionnaires.organizationId, organizationId));
        if (byDiagnosis.length > 0) {
          await tx.insert(organizationSchedulerDiagnosisQuestionnaires).values(
            byDiagnosis.map((entry) => ({
              organizationId,
              diagnosisId: entry.diagnosis_id,
              questionnaireId: entry.questionnaire_id,
              priority: entry.priority,
            })),
          );
        }
      }
      await enqueueFullPlanning(tx, services.now());
    });
    services.settingsCache.forget(organizationId);
    services.jobs.wake();
    await audit({
      action: AUDIT_ACTIONS.organizationSchedulerUpdated,
      detail: {
        questionnaireIds: entries.map((entry) => entry.questionnaire_id),
        ...(byDiagnosis ? { diagnosisQuestionnaireIds: byDiagnosis.map((entry) => entry.questionnaire_id) } : {}),
        ...(body.calledBy ? { calledBy: body.calledBy } : {}),
        baseVersion: body.version,
      },
    });
    return readSettings(db, organizationId);
  });
}
