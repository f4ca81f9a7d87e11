import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminSettingsRequest, ZAdminSettingsResponse } from '#contracts/admin-settings';
import { requireViewer } from '#server/auth/index';
import type { AdminDeps } from '../deps.ts';
import { getAdminSettings, updateAdminSettings } from './service.ts';
import { EVERYTHING_CHANGED } from '#server/http/visitor-cache-tags';

/** 'Paramètres d'administration' (screen 13): the single settings record, each field taking effect. */
export const settingsAdminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db }) => {
  app.get('/settings', {
    config: { access: 'admin' },
    schema: { response: { 200: ZAdminSettingsResponse } },
    handler: () => getAdminSettings(db),
  });

  app.put('/settings', {
    config: { access: 'admin', visitorCacheChanges: () => EVERYTHING_CHANGED },
    schema: { body: ZAdminSettingsRequest, response: { 200: ZAdminSettingsResponse } },
    handler: async (request) => {
      const saved = await updateAdminSettings(db, requireViewer(request).id, request.body);
      // Committed: this instance reads the new values from now on (the others on the NOTIFY).
      app.siteSettings.invalidate();
      return saved;
    },
  });
};
