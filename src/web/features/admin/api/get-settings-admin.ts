import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settings } from '#common/schemas/settings.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** GET /api/settings as the owner: every field, the alert address included. */
export async function getSettingsAdmin(signal?: AbortSignal): Promise<Settings> {
  const answer = await api.get<{ settings: Settings }>('/api/settings', { signal });
  return answer.settings;
}

/**
 * Its own key, not the storefront's: the storefront keeps its answer for the whole visit (and
 * may have asked before the owner signed in, without the alert address); the form always
 * starts from what the server holds now.
 */

export const settingsAdminQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.settings, queryFn: ({ signal }) => getSettingsAdmin(signal), staleTime: 0 });

export function useSettingsAdmin() {
  return useQuery(settingsAdminQueryOptions());
}
