import { CONSENT_TAG_NAME, endpoints, readNationalPhoneNumber, VALIDATION_MESSAGES } from '@carecall/api-client';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS } from '../../audit/auditActions.ts';
import { calls, patientPhones, patientTags } from '../../db/schema/index.ts';
import { HttpError } from '../../http/HttpError.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { createValidationError } from '../../patients/createValidationError.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { recordPatientAudit } from '../../patients/recordPatientAudit.ts';
import { requireOrganizationPatient } from '../../patients/requireOrganizationPatient.ts';

/** A removed phone keeps its row with the number as the text `null` (spec part 1 §5): it is never dialled. */
const REMOVED_PHONE_NUMBER = 'null';

/**
 * `POST /api/user/patient/{id}/call`: creates the record of an operator's call to a client of the selected
 * organization before it is dialled, and answers its `call_id`. A custom number travels as `patient_country_code` and
 * `patient_phone_number`, read with libphonenumber-js in that country (400 naming the field otherwise); without one
 * the call goes to the client's default phone (or first one), and a client with none answers 400 naming
 * `patient_phone_number`. `call-type` (`voip`, the default, or `phone`) and `fromProduct` (`lift`, the default) are
 * stored on the call. A client of another organization answers 404 like a missing one, one who declined to be called
 * 409 `PATIENT_CONSENT_DECLINED`. The call is recorded with its operator and audited as a call created for the client.
 */
export function registerCallsCreate(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.callsCreate, async ({ params, body }, context) => {
    const scope = getPatientScope(context);
    const { db } = context.services;
    const patient = await requireOrganizationPatient(db, scope.organizationId, params.patientId);
    const [consent] = await db
      .select({ params: patientTags.params })
      .from(patientTags)
      .where(and(eq(patientTags.patientId, patient.id), eq(patientTags.name, CONSENT_TAG_NAME)));
    if (consent?.params === 'declined') {
      throw new HttpError(409, 'PATIENT_CONSENT_DECLINED', 'This client declined to be called');
    }

    let phone: { countryCode: string; number: string } | undefined;
    const custom = body.patient_country_code !== undefined;
    if (body.patient_country_code !== undefined && body.patient_phone_number !== undefined) {
      phone = readNationalPhoneNumber({
        countryCode: body.patient_country_code.trim(),
        number: body.patient_phone_number,
      });
      if (!phone) {
        throw createValidationError([{ path: 'patient_phone_number', message: VALIDATION_MESSAGES.invalidPhone }]);
      }
    } else {
      [phone] = await db
        .select({ countryCode: patientPhones.countryCode, number: patientPhones.number })
        .from(patientPhones)
        .where(and(eq(patientPhones.patientId, patient.id), ne(patientPhones.number, REMOVED_PHONE_NUMBER)))
        .orderBy(desc(patientPhones.isDefault), patientPhones.id)
        .limit(1);
      if (!phone) {
        throw createValidationError([
          { path: 'patient_phone_number', message: 'The client has no phone number: give one to call' },
        ]);
      }
    }

    const [call] = await db
      .insert(calls)
      .values({
        organizationId: scope.organizationId,
        patientId: patient.id,
        source: body['call-type'] ?? 'voip',
        product: body.fromProduct ?? 'lift',
        interviewerId: scope.userId,
        patientPhone: `${phone.countryCode}-${phone.number}`,
        dateCreated: scope.requestedAt,
      })
      .returning({ id: calls.id });
    if (!call) throw new Error('could not store the call');
    await recordPatientAudit(db, scope, AUDIT_ACTIONS.clientCallCreated, patient.id, {
      callId: call.id,
      customNumber: custom,
    });
    return { call_id: call.id };
  });
}
