import { activityList } from '@carecall/api-client';
import { useQuery } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { callQueryKeys } from './callQueryKeys.ts';

/** A client's activity events. */
export function useActivityQuery(patientId: number) {
  const { api } = usePortalRuntime();
  return useQuery({
    queryKey: callQueryKeys.activity(patientId),
    queryFn: async ({ signal }) => (await api.call(activityList, { params: { patientId } }, { signal })).events,
  });
}
