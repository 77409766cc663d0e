import type { FastifyInstance } from 'fastify';
import { registerAdminCreateUser } from './adminCreateUser.ts';
import { registerAdminGetOrganization } from './adminGetOrganization.ts';
import { registerAdminListAudit } from './adminListAudit.ts';
import { registerAdminListUsers } from './adminListUsers.ts';
import { registerGenerateDeviceId } from './generateDeviceId.ts';
import { registerMfaSendCode } from './mfaSendCode.ts';
import { registerMfaSendCodeEmail } from './mfaSendCodeEmail.ts';
import { registerMfaVerifyCode } from './mfaVerifyCode.ts';
import { registerMfaVerifyCodeEmail } from './mfaVerifyCodeEmail.ts';
import { registerMfaVerifyUserIdentity } from './mfaVerifyUserIdentity.ts';
import { registerDiagnosesList } from './patients/diagnosesList.ts';
import { registerDiagnosesSearch } from './patients/diagnosesSearch.ts';
import { registerDiagnosesUpdate } from './patients/diagnosesUpdate.ts';
import { registerPatientsCreate } from './patients/patientsCreate.ts';
import { registerPatientsGet } from './patients/patientsGet.ts';
import { registerPatientsList } from './patients/patientsList.ts';
import { registerPatientsPatchActivePeriod } from './patients/patientsPatchActivePeriod.ts';
import { registerPatientsSetTranscription } from './patients/patientsSetTranscription.ts';
import { registerPatientsSetType } from './patients/patientsSetType.ts';
import { registerPatientsUpdate } from './patients/patientsUpdate.ts';
import { registerPatientsUpdateFields } from './patients/patientsUpdateFields.ts';
import { registerPatientTagsAdd } from './patients/patientTagsAdd.ts';
import { registerPatientTagsRemove } from './patients/patientTagsRemove.ts';
import { registerPatientTagsUpdate } from './patients/patientTagsUpdate.ts';
import { registerSchedulerSetFrequency } from './patients/schedulerSetFrequency.ts';
import { registerSessionGetSettings } from './sessionGetSettings.ts';
import { registerSessionGetUser } from './sessionGetUser.ts';
import { registerSessionLog } from './sessionLog.ts';
import { registerSessionTest } from './sessionTest.ts';
import { registerSessionUpdateTimeZone } from './sessionUpdateTimeZone.ts';

/**
 * Mounts the implemented endpoints of the api-client contract, one route module each; a new route is one more line
 * here, so the app assembly stays the same.
 */
export function registerContractRoutes(app: FastifyInstance): void {
  registerGenerateDeviceId(app);
  registerSessionTest(app);
  registerSessionGetUser(app);
  registerSessionGetSettings(app);
  registerSessionUpdateTimeZone(app);
  registerSessionLog(app);
  registerMfaVerifyUserIdentity(app);
  registerMfaSendCode(app);
  registerMfaVerifyCode(app);
  registerMfaSendCodeEmail(app);
  registerMfaVerifyCodeEmail(app);
  registerAdminGetOrganization(app);
  registerAdminListUsers(app);
  registerAdminCreateUser(app);
  registerAdminListAudit(app);
  registerDiagnosesList(app);
  registerDiagnosesSearch(app);
  registerDiagnosesUpdate(app);
  registerPatientTagsAdd(app);
  registerPatientTagsRemove(app);
  registerPatientTagsUpdate(app);
  registerPatientsCreate(app);
  registerPatientsGet(app);
  registerPatientsList(app);
  registerPatientsPatchActivePeriod(app);
  registerPatientsSetTranscription(app);
  registerPatientsSetType(app);
  registerPatientsUpdate(app);
  registerPatientsUpdateFields(app);
  registerSchedulerSetFrequency(app);
}
