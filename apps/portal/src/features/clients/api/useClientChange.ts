import type { Patient } from '@carecall/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientQueryKeys } from './clientQueryKeys.ts';
import type { ClientWriteOptions, ClientWriter } from './createClientWriter.ts';

/** A stored change of a client: the version it answered, and how it changes the loaded client. */
export interface StoredClientChange {
  version: number;
  apply: (current: Patient) => Patient;
}

/** One change of a client: what to send based on a version, and how the writer meets a conflict. */
export interface ClientChange {
  send: (version: number) => Promise<StoredClientChange>;
  onConflict?: ClientWriteOptions['onConflict'];
}

/**
 * Writes one change of a client through its writer (one at a time, each on the version the previous one answered)
 * and puts the answer into the loaded client, so every screen shows what was stored. `isPending` says a change is on
 * its way or held by a conflict.
 */
export function useClientChange(clientId: number, writer: ClientWriter) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ send, onConflict }: ClientChange) =>
      writer.write(send, onConflict === undefined ? {} : { onConflict }),
    onSuccess: ({ apply }) =>
      queryClient.setQueryData<Patient>(clientQueryKeys.client(clientId), (current) =>
        current ? apply(current) : current,
      ),
  });
}
