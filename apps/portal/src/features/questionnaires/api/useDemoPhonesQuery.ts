import { botCallDemoPhones } from '@carecall/api-client';
import { useQuery } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { questionnaireQueryKeys } from './questionnaireQueryKeys.ts';

/** How often the held numbers are read again while Call Now is open: a demo phone may open or close in another tab. */
const POLL_MS = 5000;

/**
 * The ids of a client's phones a demo phone page holds now (`GET /bot/demoPhone/patient/{id}`): a call to one of them
 * rings a browser tab, not the client. Read only where the server has a demo phone; elsewhere none are held.
 */
export function useDemoPhonesQuery(patientId: number): ReadonlySet<number> {
  const { api, config } = usePortalRuntime();
  const query = useQuery({
    queryKey: questionnaireQueryKeys.demoPhones(patientId),
    queryFn: ({ signal }) => api.call(botCallDemoPhones, { params: { patientId: String(patientId) } }, { signal }),
    enabled: config.voice.devPhone,
    refetchInterval: POLL_MS,
  });
  return new Set(query.data?.phoneIds ?? []);
}
