import { useQuery } from '@tanstack/react-query';
import { shopSettingsQueryOptions } from '#web/lib/shop-settings.js';

/**
 * The shop's settings (GET /api/settings, one query for the whole storefront), read for its
 * delivery rules: minimum order, slots. Unlike the shop's name and phones, these decide whether
 * an order can go through, so a screen that shows them asks again when its copy is a minute old.
 */
export function useDeliverySettings() {
  return useQuery({ ...shopSettingsQueryOptions(), staleTime: 60_000 });
}
