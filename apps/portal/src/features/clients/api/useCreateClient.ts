import { patientsCreate, schedulerSetFrequency } from '@carecall/api-client';
import { useMutation } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { buildCreatePayload } from '../form/buildClientPayload.ts';
import type { ClientFormValues } from '../form/clientFormValues.ts';

/**
 * Creates a client from the new-client form, then stores its call frequency; answers the new client's id. The client
 * exists once the first call answered: a frequency that fails to save is left unset rather than failing the creation.
 */
export function useCreateClient() {
  const { api } = usePortalRuntime();
  return useMutation({
    mutationFn: async (values: ClientFormValues) => {
      const created = await api.call(patientsCreate, { body: buildCreatePayload(values) });
      const patientId = created.data.patient_id;
      if (values.frequency !== null)
        await api
          .call(schedulerSetFrequency, {
            params: { patientId },
            body: { days_frequency: values.frequency, version: created.data.version },
          })
          .catch(() => undefined);
      return patientId;
    },
  });
}
