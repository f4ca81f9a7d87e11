import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { TMe } from '#contracts/accounts';
import type { ApiAnswer, ApiTransport, PageRenderer, RenderedPage, ServerRenderingModule } from '#contracts/server-rendering';
import type { Viewer } from '#server/auth/guards';
import { DatabaseUnreachableError } from '#server/db/failures';
import type { InProcessReader } from './in-process-reads.ts';

/** The server-rendering bundle `npm run build` writes beside the browser's. */
export const serverRenderingEntry = path.resolve('dist/ssr/entry-server.js');

/** Statuses whose answers carry no body. */
const NO_BODY = new Set([204, 304]);

/**
 * Set while a page renders: whom it is rendered for (null: a visitor), its reads so far (one call
 * per path, however many queries ask it), and whether one of them found the database out of reach.
 */
const pageReads = new AsyncLocalStorage<{ viewer: Viewer | null; unreachable: boolean; answers: Map<string, Promise<ApiAnswer>> }>();

/** What a member's page may not read: a read not recorded in-process (it has hooks of its own, or takes the reply). */
const NOT_IN_PROCESS: ApiAnswer = { status: 501, data: undefined };

/** Whether an answer is the database's being out of reach (the error handler's 503). */
const isUnreachable = ({ status, data }: ApiAnswer) =>
  status === 503 && (data as { error?: { code?: unknown } } | undefined)?.error?.code === 'SERVICE_UNAVAILABLE';

/**
 * `app`'s own API in-process, as the viewer the page is rendered for (a visitor, or a member). The reads
 * `read` knows are called without HTTP (ADR 0059); for a visitor, any other path goes through
 * `app.inject` with no cookies, so nothing personal is rendered; for a member it is not read, and
 * the browser renders the page (ADR 0063).
 */
export function inProcessApi(app: FastifyInstance, read: InProcessReader): ApiTransport {
  const answerOf = async (apiPath: string, viewer: Viewer | null): Promise<ApiAnswer> => {
    const direct = await read(viewer, apiPath);
    if (direct) return direct;
    if (viewer) return NOT_IN_PROCESS;
    const answer = await app.inject({ method: 'GET', url: apiPath, headers: { accept: 'application/json' } });
    const data: unknown = NO_BODY.has(answer.statusCode) || !answer.payload ? undefined : JSON.parse(answer.payload);
    return { status: answer.statusCode, data };
  };
  return async (apiPath) => {
    const reads = pageReads.getStore();
    let answer = reads?.answers.get(apiPath);
    if (!answer) {
      answer = answerOf(apiPath, reads?.viewer ?? null);
      reads?.answers.set(apiPath, answer);
    }
    const answered = await answer;
    if (reads && isUnreachable(answered)) reads.unreachable = true;
    return answered;
  };
}

/** Renders a page for a visitor, or for `member` (their viewer and their session), reading as them. */
export type ViewerPageRenderer = (
  page: Omit<Parameters<PageRenderer>[0], 'member'> & { member?: { viewer: Viewer; session: TMe } },
) => Promise<RenderedPage | null>;

/**
 * Renders each page reading as its viewer. A page whose data could not be read because the
 * database is out of reach fails as the database does (503, the French page, never kept by the
 * visitor cache) rather than being sent, and kept, as an empty shell.
 */
export function failingWhenUnreachable(render: PageRenderer): ViewerPageRenderer {
  return async ({ member, ...page }) => {
    const reads = { viewer: member?.viewer ?? null, unreachable: false, answers: new Map<string, Promise<ApiAnswer>>() };
    const rendered = await pageReads.run(reads, () => render({ ...page, member: member?.session }));
    if (reads.unreachable) throw new DatabaseUnreachableError("a page's data could not be read: the database is out of reach");
    return rendered;
  };
}

/**
 * The built page renderer (ADR 0029), reading the pages' data from `app`'s own API in-process.
 * Null when the bundle is missing.
 */
export async function loadPageRenderer(app: FastifyInstance, read: InProcessReader): Promise<ViewerPageRenderer | null> {
  if (!existsSync(serverRenderingEntry)) {
    app.log.warn('dist/ssr is missing: run `npm run build` to render the public pages on the server');
    return null;
  }
  const { createPageRenderer } = (await import(pathToFileURL(serverRenderingEntry).href)) as ServerRenderingModule;
  return failingWhenUnreachable(createPageRenderer(inProcessApi(app, read)));
}
