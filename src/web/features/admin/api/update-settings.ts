import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings } from '#common/schemas/settings.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/**
 * The fields to change as the owner typed them: a number field that is not a number is sent as
 * typed, so the server's own message names the problem.
 */
export type SettingsEdit = Partial<Record<keyof Settings, unknown>>;

export interface SettingsSaved {
  message: string;
  settings: Settings;
}

/** PUT /api/admin/settings (Admin): only the fields that changed; the answer is the whole settings as saved. */
export function updateSettings(change: SettingsEdit): Promise<SettingsSaved> {
  return api.put<SettingsSaved>('/api/admin/settings', change);
}

/** What the server saved becomes the form's and the storefront's settings at once (the owner's tab shows it). */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: ({ settings }) => {
      queryClient.setQueryData(queryKeys.admin.settings, settings);
      queryClient.setQueryData(queryKeys.settings.all, settings);
    },
  });
}
