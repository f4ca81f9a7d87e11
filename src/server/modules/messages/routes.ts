import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZConversationsResponse,
  ZMarkConversationReadResponse,
  ZMessagingRightsResponse,
  ZPartnerParams,
  ZSendMessageRequest,
  ZSendMessageResponse,
  ZThreadQuery,
  ZThreadResponse,
  ZUnreadCountResponse,
} from '#contracts/messages';
import { MESSAGES_PER_MINUTE } from '#contracts/messages-terms';
import { requireViewer } from '#server/auth/index';
import type { Db } from '#server/db/index';
import { memberRateLimit } from '#server/http/member-rate-limit';
import { mailLinksFor, type MailLinkSettings } from '#server/http/origins';
import { countUnread, getMessagingRights, listConversations, markConversationRead, openThread, sendMessage } from './service.ts';

/** Per member; after the access check. */
const SEND_RATE_LIMIT = memberRateLimit('messages', MESSAGES_PER_MINUTE);

/** The mail links settings: a message left unread is mailed, with a link to the conversation on the site the sender used. */
export const messagesRoutes: FastifyPluginAsyncZod<{ db: Db } & MailLinkSettings> = async (app, { db, ...mailLinks }) => {
  const links = mailLinksFor(mailLinks);

  app.get('/api/messages/conversations', {
    config: { access: 'signedIn', inProcess: true },
    schema: { response: { 200: ZConversationsResponse } },
    handler: async (request) => ({ conversations: await listConversations(db, requireViewer(request).id) }),
  });

  app.get('/api/messages/with/:partnerId', {
    config: { access: 'signedIn', inProcess: true },
    schema: { params: ZPartnerParams, querystring: ZThreadQuery, response: { 200: ZThreadResponse } },
    handler: (request) => openThread(db, requireViewer(request), request.params.partnerId, request.query),
  });

  app.post('/api/messages/with/:partnerId/read', {
    config: { access: 'signedIn' },
    schema: { params: ZPartnerParams, response: { 200: ZMarkConversationReadResponse } },
    handler: (request) => markConversationRead(db, requireViewer(request), request.params.partnerId),
  });

  app.get('/api/messages/rights/:partnerId', {
    config: { access: 'signedIn' },
    schema: { params: ZPartnerParams, response: { 200: ZMessagingRightsResponse } },
    handler: (request) => getMessagingRights(db, requireViewer(request), request.params.partnerId),
  });

  app.get('/api/messages/unread-count', {
    config: { access: 'signedIn', inProcess: true },
    schema: { response: { 200: ZUnreadCountResponse } },
    handler: async (request) => ({ count: await countUnread(db, requireViewer(request).id) }),
  });

  app.post('/api/messages', {
    schema: { body: ZSendMessageRequest, response: { 201: ZSendMessageResponse } },
    config: { access: 'signedIn', rateLimit: SEND_RATE_LIMIT },
    handler: async (request, reply) => {
      const message = await sendMessage(db, links(request), requireViewer(request), request.body);
      return reply.status(201).send({ message });
    },
  });
};
