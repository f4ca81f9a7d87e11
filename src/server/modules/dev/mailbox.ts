import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '#server/db/index';
import { escapeHtml } from '#server/http/html';
import { listMailbox } from '#server/modules/mail/index';

/** Where the mail stands: sent, waiting for its next attempt, or given up (with the last error). */
function deliveryOf(mail: { status: 'stored' | 'sent' | 'failed'; attempts: number; error: string | null }) {
  const error = mail.error ? ` (${escapeHtml(mail.error)})` : '';
  if (mail.status === 'sent') return 'envoyé';
  if (mail.status === 'failed') return `échec après ${mail.attempts} tentatives${error}`;
  return mail.attempts > 0 ? `en attente, ${mail.attempts} tentative(s) en échec${error}` : 'en attente';
}

/** Paris time, as the rest of the app writes dates. */
const frenchDateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Paris' });

/** Escapes the text, then turns its URLs into links. */
const linkify = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** Read by this machine's developer only: never registered in production, and loopback only. */
export const DEV_ONLY = { config: { access: 'loopback' } } as const;

/** Development mailbox: the outbox, newest first. */
export const devMailboxRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/dev/mailbox.json', DEV_ONLY, async () => ({ mails: await listMailbox(db) }));
  app.get('/dev/mailbox', DEV_ONLY, async (_request, reply) => {
    const mails = await listMailbox(db);
    const items = mails
      .map(
        (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">À : <strong>${escapeHtml(mail.to)}</strong> — ${frenchDateTime.format(mail.createdAt)} — ${deliveryOf(mail)}</p>
  <pre>${linkify(mail.text)}</pre>
</article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Boîte de réception de développement</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #e5e7eb;border-radius:8px;padding:1rem;margin:1rem 0}h2{margin:0 0 .25rem;font-size:1.1rem}
.meta{color:#6b7280;margin:0 0 .5rem}pre{white-space:pre-wrap;font-family:inherit}</style></head>
<body><h1>Boîte de réception de développement</h1><p>${mails.length} email(s), du plus récent au plus ancien.</p>
${items || '<p>Aucun email pour le moment.</p>'}</body></html>`);
  });
};
