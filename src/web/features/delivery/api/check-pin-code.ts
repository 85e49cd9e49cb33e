import { queryOptions, useQuery } from '@tanstack/react-query';
import { isPinCode } from '#common/contact-rules.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

export interface PinCheck {
  serviceable: boolean;
  message: string;
}

/** GET /api/delivery/check: does the shop deliver to this PIN code? */
export function checkPinCode(pinCode: string, signal?: AbortSignal): Promise<PinCheck> {
  return api.get<PinCheck>('/api/delivery/check', { query: { pinCode }, signal });
}

export const pinCheckQueryOptions = (pinCode: string) =>
  queryOptions({
    queryKey: queryKeys.delivery.pinCheck(pinCode),
    queryFn: ({ signal }) => checkPinCode(pinCode, signal),
    // The owner changes the area rarely; one answer per PIN and visit is enough.
    staleTime: 60_000,
  });

/** Checks a complete (6-digit) PIN; anything shorter is not asked about. */
export function usePinCheckQuery(pinCode: string) {
  return useQuery({ ...pinCheckQueryOptions(pinCode), enabled: isPinCode(pinCode) });
}
