import { endpoints } from '@carecall/api-client';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS } from '../../audit/auditActions.ts';
import { isDatabaseId } from '../../db/isDatabaseId.ts';
import { patientPhones, patients } from '../../db/schema/index.ts';
import { HttpError } from '../../http/HttpError.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { requireOrganizationId } from '../../identity/requireOrganizationId.ts';
import { isLocalTelephony } from '../../telephony/local/createLocalTelephony.ts';

/**
 * `GET /bot/demoPhone/patient/{patientId}`: the ids of the client's phones a demo phone (`/dev/phone`, open in some
 * browser tab of the selected organization) holds now, so Call Now can say a call to one of them rings that page, not
 * the client. None where the server has no demo phone. Another organization's client is 404 like a missing one.
 */
export function registerBotCallDemoPhones(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.botCallDemoPhones, async ({ params }, { requireAuth, services, audit }) => {
    const organizationId = requireOrganizationId(requireAuth());
    const notFound = () =>
      new HttpError(404, 'PATIENT_NOT_FOUND', `Client ${params.patientId} was not found`, { field: 'patientId' });
    if (!isDatabaseId(params.patientId)) throw notFound();
    const { db, telephony } = services;
    const [patient] = await db
      .select({ id: patients.id })
      .from(patients)
      .where(and(eq(patients.id, params.patientId), eq(patients.organizationId, organizationId)));
    if (!patient) throw notFound();
    const devPhones = isLocalTelephony(telephony) ? telephony.devPhones : null;
    if (!devPhones) return { phoneIds: [] };
    const phones = await db
      .select({ id: patientPhones.id, countryCode: patientPhones.countryCode, number: patientPhones.number })
      .from(patientPhones)
      .where(eq(patientPhones.patientId, patient.id));
    await audit({ action: AUDIT_ACTIONS.demoPhonesRead, clientId: patient.id, detail: {} });
    return {
      phoneIds: phones
        .filter((phone) => devPhones.find(organizationId, `${phone.countryCode}${phone.number}`) !== null)
        .map((phone) => phone.id),
    };
  });
}
