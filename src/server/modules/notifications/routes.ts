import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZMailPreferences,
  ZMarkNotificationsReadResponse,
  ZNotificationsPageQuery,
  ZNotificationsPageResponse,
  ZNotificationsResponse,
  ZOneClickUnsubscribeRequest,
  ZUnsubscribeRequest,
  ZUnsubscribeResponse,
} from '#contracts/notifications';
import { ZIdParams } from '#contracts/applications';
import { NOTIFICATION_NOT_FOUND, ONE_CLICK_UNSUBSCRIBE_PATH } from '#contracts/notifications-terms';
import { requireViewer } from '#server/auth/index';
import type { Db } from '#server/db/index';
import { idOr404 } from '#server/http/errors';
import { describeUnsubscribe, getMailPreferences, setMailPreferences, unsubscribe } from './mail-preferences.ts';
import { listNotifications, listNotificationsPage, markAllNotificationsRead, markNotificationRead } from './service.ts';

/** `authSecret` signs and checks the unsubscribe links of notification mails. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Db; authSecret: string }> = async (app, { db, authSecret }) => {
  app.get('/api/notifications', {
    config: { access: 'signedIn', inProcess: true },
    schema: { response: { 200: ZNotificationsResponse } },
    handler: (request) => listNotifications(db, requireViewer(request).id),
  });

  app.get('/api/notifications/all', {
    config: { access: 'signedIn', inProcess: true },
    schema: { querystring: ZNotificationsPageQuery, response: { 200: ZNotificationsPageResponse } },
    handler: (request) => listNotificationsPage(db, requireViewer(request).id, request.query.page),
  });

  app.post('/api/notifications/read', {
    config: { access: 'signedIn' },
    schema: { response: { 200: ZMarkNotificationsReadResponse } },
    handler: (request) => markAllNotificationsRead(db, requireViewer(request).id),
  });

  app.post('/api/notifications/:id/read', {
    config: { access: 'signedIn' },
    schema: { params: ZIdParams, response: { 200: ZMarkNotificationsReadResponse } },
    handler: (request) => markNotificationRead(db, requireViewer(request).id, idOr404(request.params.id, NOTIFICATION_NOT_FOUND)),
  });

  app.get('/api/me/mail-preferences', {
    config: { access: 'signedIn' },
    schema: { response: { 200: ZMailPreferences } },
    handler: (request) => getMailPreferences(db, requireViewer(request).id),
  });

  app.put('/api/me/mail-preferences', {
    config: { access: 'signedIn' },
    schema: { body: ZMailPreferences, response: { 200: ZMailPreferences } },
    handler: (request) => setMailPreferences(db, requireViewer(request).id, request.body),
  });

  // A mail's unsubscribe link works without signing in: the signed token is the authority.
  // Reading it changes nothing (mail scanners follow links); only the page's POST does.
  app.get('/api/mail/unsubscribe', {
    config: { access: 'public' },
    schema: { querystring: ZUnsubscribeRequest, response: { 200: ZUnsubscribeResponse } },
    handler: (request) => describeUnsubscribe(authSecret, request.query.token),
  });

  app.post('/api/mail/unsubscribe', {
    config: { access: 'public' },
    schema: { body: ZUnsubscribeRequest, response: { 200: ZUnsubscribeResponse } },
    handler: (request) => unsubscribe(db, authSecret, request.body.token),
  });

  // One-click unsubscribe from the mail client itself (List-Unsubscribe-Post, RFC 8058): the
  // client POSTs `List-Unsubscribe=One-Click` as a form to the address in the header.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    oneClick.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    oneClick.post(ONE_CLICK_UNSUBSCRIBE_PATH, {
      config: { access: 'public' },
      schema: { querystring: ZUnsubscribeRequest, body: ZOneClickUnsubscribeRequest, response: { 200: ZUnsubscribeResponse } },
      handler: (request) => unsubscribe(db, authSecret, request.query.token),
    });
  });
};
