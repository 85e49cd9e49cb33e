import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Slot } from '#common/schemas/delivery.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

export type { Slot };

/** GET /api/delivery/slots: today's and the next days' windows still open for booking. */
export async function getSlots(pinCode: string | undefined, signal?: AbortSignal): Promise<Slot[]> {
  const answer = await api.get<{ slots: Slot[] }>('/api/delivery/slots', { query: { pinCode: pinCode || undefined }, signal });
  return answer.slots;
}

export const slotsQueryOptions = (pinCode?: string) =>
  queryOptions({ queryKey: queryKeys.delivery.slots(pinCode ?? ''), queryFn: ({ signal }) => getSlots(pinCode, signal) });

/**
 * The slots, asked for only when the shop has windows at all (`enabled`). While the slots of a
 * newly checked PIN load, the last ones stay on screen: the radio group is not replaced under a
 * shopper who is choosing in it (the focus and the choice stay where they are).
 */
export function useSlots(pinCode: string | undefined, enabled: boolean) {
  return useQuery({ ...slotsQueryOptions(pinCode), enabled, refetchOnWindowFocus: true, placeholderData: keepPreviousData });
}
