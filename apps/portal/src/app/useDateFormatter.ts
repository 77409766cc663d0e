import { useCallback } from 'react';
import { formatPortalDate } from './formatPortalDate.ts';
import { usePortalStore } from './usePortalStore.ts';

/** Formats dates in the signed-in user's language and time zone (the settings' `timezone`, else UTC). */
export function useDateFormatter(): (value: string | number | Date, format?: string) => string {
  const locale = usePortalStore((state) => state.locale);
  const timeZone = usePortalStore((state) => state.settings?.timezone ?? null);
  return useCallback(
    (value, format) => formatPortalDate(value, { locale, timeZone, ...(format ? { format } : {}) }),
    [locale, timeZone],
  );
}
