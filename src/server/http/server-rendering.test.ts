import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderer } from '#contracts/server-rendering';
import type { TMe } from '#contracts/accounts';
import type { Viewer } from '#server/auth/guards';
import { DatabaseUnreachableError } from '#server/db/failures';
import { errorBody } from './errors.ts';
import { failingWhenUnreachable, inProcessApi } from './server-rendering.ts';

/** A page's reads, through the in-process API, as the built renderer makes them. */
const app = Fastify();
app.get('/api/ok', async () => ({ items: [] }));
app.get('/api/away', async (_request, reply) =>
  reply.status(503).send(errorBody('SERVICE_UNAVAILABLE', 'Le service est momentanément indisponible.')),
);
app.get('/api/maintenance', async (_request, reply) => reply.status(503).send(errorBody('MAINTENANCE', 'Maintenance.')));
/** The reads known in-process: one is, the others go through HTTP. */
const directReads: string[] = [];
/** Whom each in-process read was made for (null: a visitor). */
const readers: (string | null)[] = [];
const api = inProcessApi(app, async (viewer, path) => {
  readers.push(viewer?.id ?? null);
  if (path === '/api/direct-away') return { status: 503, data: errorBody('SERVICE_UNAVAILABLE', 'Le service est momentanément indisponible.') };
  if (path !== '/api/direct') return null;
  directReads.push(path);
  return { status: 200, data: { items: ['direct'] } };
});
/** A renderer reading `paths`, then rendering whatever they said (the real one falls back to the browser's rendering on a failure). */
const readingPage =
  (...paths: string[]): PageRenderer =>
  async () => {
    for (const path of paths) await api(path, {});
    return { html: '<main></main>', state: {}, head: {} };
  };

beforeAll(() => app.ready());
afterAll(() => app.close());

describe('a server-rendered page', () => {
  it('is rendered when its reads answered', async () => {
    await expect(failingWhenUnreachable(readingPage('/api/ok'))({ location: '/', siteName: 'CM Connect' })).resolves.toMatchObject({
      html: '<main></main>',
    });
  });

  it('fails as the database does (503, never an empty page kept for visitors) when a read found it out of reach', async () => {
    for (const away of ['/api/away', '/api/direct-away']) {
      const render = failingWhenUnreachable(readingPage('/api/ok', away));
      await expect(render({ location: '/', siteName: 'CM Connect' })).rejects.toBeInstanceOf(DatabaseUnreachableError);
    }
    // Another page rendering at the same time is not affected.
    await expect(failingWhenUnreachable(readingPage('/api/ok'))({ location: '/blog', siteName: 'CM Connect' })).resolves.not.toBeNull();
  });

  it('reads what is known in-process without HTTP, once per path however many queries ask it', async () => {
    directReads.length = 0;
    const answers: unknown[] = [];
    const render = failingWhenUnreachable(async () => {
      answers.push(await api('/api/direct', {}), await api('/api/direct', {}), await api('/api/ok', {}));
      return { html: '<main></main>', state: {}, head: {} };
    });
    await render({ location: '/', siteName: 'CM Connect' });
    expect(directReads).toEqual(['/api/direct']);
    expect(answers).toEqual([
      { status: 200, data: { items: ['direct'] } },
      { status: 200, data: { items: ['direct'] } },
      { status: 200, data: { items: [] } },
    ]);
    // Another page asks again.
    await render({ location: '/', siteName: 'CM Connect' });
    expect(directReads).toHaveLength(2);
  });

  it('is left to the browser, as before, for other failures (maintenance)', async () => {
    await expect(failingWhenUnreachable(readingPage('/api/maintenance'))({ location: '/', siteName: 'CM Connect' })).resolves.not.toBeNull();
  });

  it("reads a member's page as them, never as a visitor over HTTP, and renders it with their session", async () => {
    readers.length = 0;
    const member = { viewer: { id: 'member-1' } as Viewer, session: { id: 'member-1' } as TMe };
    const sessions: unknown[] = [];
    const answers: unknown[] = [];
    const render = failingWhenUnreachable(async (page) => {
      sessions.push(page.member);
      answers.push(await api('/api/direct', {}), await api('/api/ok', {}));
      return { html: '<main></main>', state: {}, head: {} };
    });
    await render({ location: '/dashboard', siteName: 'CM Connect', member });
    expect(sessions).toEqual([member.session]);
    expect(readers).toEqual(['member-1', 'member-1']);
    // '/api/ok' is no in-process read: a visitor's answer over HTTP is not what the member sees.
    expect(answers).toEqual([
      { status: 200, data: { items: ['direct'] } },
      { status: 501, data: undefined },
    ]);
    // A visitor's page, rendered next, reads as a visitor.
    readers.length = 0;
    await render({ location: '/', siteName: 'CM Connect' });
    expect(readers).toEqual([null, null]);
  });
});
