import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { callProductSchema, callSourceSchema } from '../entities/call.ts';
import { countryCodeSchema } from '../entities/countryCode.ts';
import { idParamSchema, idSchema } from '../entities/id.ts';
import { VALIDATION_MESSAGES } from '../entities/validationMessages.ts';
import { isKnownCallingCode } from '../phone/callingCode.ts';
import { readNationalPhoneNumber } from '../phone/mfaPhoneNumber.ts';

// Apart from the call reads of the calls panel and call page: the number check brings libphonenumber-js's metadata.

const patientParams = z.object({ patientId: idParamSchema });

/**
 * A custom number to call travels as its country code and its national number, as `splitCustomPhoneNumber` gives them:
 * both or neither, and libphonenumber-js must read the number in that country as exactly that national number.
 */
function checkCustomNumber(
  body: { patient_country_code?: string | undefined; patient_phone_number?: string | undefined },
  context: z.RefinementCtx,
): void {
  const { patient_country_code: countryCode, patient_phone_number: number } = body;
  if (countryCode === undefined && number === undefined) return;
  if (countryCode === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['patient_country_code'],
      message: VALIDATION_MESSAGES.countryCodeRequired,
    });
    return;
  }
  // A code that is no country's has its own issue; no number can be read against it.
  if (!isKnownCallingCode(countryCode.trim())) return;
  if (number === undefined || number === '') {
    context.addIssue({ code: 'custom', path: ['patient_phone_number'], message: VALIDATION_MESSAGES.required });
    return;
  }
  if (readNationalPhoneNumber({ countryCode: countryCode.trim(), number })?.number !== number)
    context.addIssue({ code: 'custom', path: ['patient_phone_number'], message: VALIDATION_MESSAGES.invalidPhone });
}

/** Creates the call record of an operator call; a custom number travels split into country code and number. */
export const callsCreate = defineEndpoint({
  id: 'callsCreate',
  service: 'therapy',
  method: 'POST',
  path: '/user/patient/:patientId/call',
  summary: 'Create a call record for a client (custom number fields only for a custom number); answers call_id',
  auth: 'user',
  params: patientParams,
  body: z
    .object({
      patient_country_code: countryCodeSchema.optional(),
      patient_phone_number: z.string({ error: VALIDATION_MESSAGES.required }).trim().optional(),
      'call-type': callSourceSchema.optional(),
      fromProduct: callProductSchema.optional(),
    })
    .superRefine(checkCustomNumber),
  response: z.looseObject({ call_id: idSchema }),
});
