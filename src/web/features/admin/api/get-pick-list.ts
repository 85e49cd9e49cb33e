import { useQuery } from '@tanstack/react-query';
import type { PickListAnswer } from '#common/schemas/packing.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** GET /api/admin/picklist?date=&slot= (Admin; API.md "Packing"): the day's products to pick and orders to pack. */
export function getPickList(date: string, slot: string, signal?: AbortSignal): Promise<PickListAnswer> {
  const query = new URLSearchParams({ date, ...(slot ? { slot } : {}) });
  return api.get<PickListAnswer>(`/api/admin/picklist?${query}`, { signal });
}

export function usePickList(date: string, slot: string) {
  return useQuery({
    queryKey: queryKeys.orders.pickList(date, slot),
    queryFn: ({ signal }) => getPickList(date, slot, signal),
    enabled: date !== '',
  });
}
