import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** One of the shop's riders, as GET /api/admin/riders lists them. */
export interface ShopRider {
  _id: string;
  firstName: string;
  lastName: string;
  mobile: string | null;
}

export interface RidersAnswer {
  success: boolean;
  riders: ShopRider[];
}

/** GET /api/admin/riders (Admin): every account whose role is Rider, by name. */
export function getRiders(signal?: AbortSignal): Promise<RidersAnswer> {
  return api.get<RidersAnswer>('/api/admin/riders', { signal });
}

export const ridersQueryOptions = () => queryOptions({ queryKey: queryKeys.riders.all, queryFn: ({ signal }) => getRiders(signal) });

export function useRiders() {
  return useQuery(ridersQueryOptions());
}

/** A rider's name as the screens show it. */
export const riderName = (rider: { firstName: string; lastName: string }) => `${rider.firstName} ${rider.lastName}`.trim();
