import type { FastifyInstance } from 'fastify';
import { registerGenerateDeviceId } from './generateDeviceId.ts';
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
import { registerSessionTest } from './sessionTest.ts';

/**
 * Mounts the implemented endpoints of the api-client contract, one route module each; a new route is one more line
 * here, so the app assembly stays the same.
 */
export function registerContractRoutes(app: FastifyInstance): void {
  registerGenerateDeviceId(app);
  registerSessionTest(app);
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
