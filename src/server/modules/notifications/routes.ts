import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMarkNotificationsReadResponse, ZNotificationsResponse } from '#contracts/notifications';
import { requireViewer } from '#server/auth/guards';
import type { Db } from '#server/db/client';
import { listNotifications, markAllNotificationsRead } from './service.ts';

export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/notifications', {
    config: { access: 'signedIn' },
    schema: { response: { 200: ZNotificationsResponse } },
    handler: (request) => listNotifications(db, requireViewer(request).id),
  });

  app.post('/api/notifications/read', {
    config: { access: 'signedIn' },
    schema: { response: { 200: ZMarkNotificationsReadResponse } },
    handler: (request) => markAllNotificationsRead(db, requireViewer(request).id),
  });
};
