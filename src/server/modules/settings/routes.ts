import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSiteInfoResponse } from '#contracts/site';
import type { SettingsStore } from './store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin settings, cached (modules/settings/store.ts). */
    siteSettings: SettingsStore;
  }
}

/** GET /api/site: the site's name and language for titles and the header, its contact address, and whether maintenance is on. */
export const siteRoutes: FastifyPluginAsyncZod<{ settings: SettingsStore }> = async (app, { settings }) => {
  app.get('/api/site', {
    schema: { response: { 200: ZSiteInfoResponse } },
    config: { access: 'public' },
    handler: async (_request, reply) => {
      const { siteName, contactEmail, defaultLanguage, maintenanceMode } = await settings.get();
      // Short: a renamed site shows everywhere within a minute without a reload.
      reply.header('cache-control', 'no-cache');
      return { siteName, contactEmail, defaultLanguage, maintenanceMode };
    },
  });
};
