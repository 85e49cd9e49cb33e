import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SettingsAnswer, SettingsChange, SettingsSavedAnswer } from '#common/schemas/settings.js';
import { userOf, type ViewerLookup } from '#server/http/access.js';
import type { SettingsService } from './service.js';

/** GET /api/settings for anyone (the alert address only for an Admin), PUT /api/admin/settings for the owner. */
export function settingsRoutes(app: FastifyInstance, { settings, viewerOf }: { settings: SettingsService; viewerOf: ViewerLookup }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];

  r.get('/api/settings', { config: { access: 'public' }, schema: { tags, response: { 200: SettingsAnswer } } }, async (request) => {
    const { notifyEmail, ...rest } = await settings.getSettings();
    const viewer = await viewerOf(request);
    return { success: true as const, settings: viewer?.role === 'Admin' ? { ...rest, notifyEmail } : rest };
  });

  r.put(
    '/api/admin/settings',
    { config: { access: 'admin' }, schema: { tags, body: SettingsChange, response: { 200: SettingsSavedAnswer } } },
    async (request) => {
      const saved = await settings.updateSettings(request.body, userOf(request));
      return { success: true as const, message: 'Settings Saved..!!', settings: saved };
    },
  );
}
