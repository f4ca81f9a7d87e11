import type { ReactNode } from 'react';
import { defaultShouldDehydrateQuery, dehydrate, type Query } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import { App } from './app.tsx';
import type { PageHead, ServerRenderingModule } from '#contracts/server-rendering';
import { isNotFound, setApiTransport } from './lib/api-client.ts';
import { createQueryClient, settleNotFound } from './lib/query-client.ts';
import { ServerHeadContext } from './lib/document-title.ts';
import { setServerSiteName } from './lib/site.ts';
import { seedRenderedSession } from './lib/auth.tsx';
import { renderHtml } from './lib/render-html.ts';
import { matchPage } from './router.tsx';

/**
 * Server rendering (ADR 0029): the pages whose route file exports `pageQueries` are rendered
 * for visitors with their data, fetched through `transport` (the API in-process, as a visitor);
 * for a signed-in member, those exporting `memberPageQueries` or `pageQueries`, read as them (ADR 0063).
 * A page whose data is not there (an unknown id, a draft seen by others) is rendered in its
 * not-found state. Any other page, and a page whose data could not be fetched, gets `null`: the
 * browser renders it.
 */
export const createPageRenderer: ServerRenderingModule['createPageRenderer'] = (transport) => {
  setApiTransport(transport);
  return async ({ location, siteName, member }) => {
    const page = matchPage(location);
    if (!page) return null;
    const modules = await page.loadModules();
    const route = modules.at(-1);
    const pageQueries = member ? (route?.memberPageQueries ?? route?.pageQueries) : route?.pageQueries;
    if (!pageQueries) return null;

    const queryClient = createQueryClient();
    // Asked once: a failure shows the browser's own rendering, not a delayed error page.
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    // A member's session is sent along: `useViewer` answers the same on both sides (ADR 0063).
    if (member) seedRenderedSession(queryClient, member);
    const queries = pageQueries(queryClient, { ...page.request, member });
    if (!queries) return null;
    await Promise.all(queries);
    settleNotFound(queryClient);
    // An unknown id is rendered too (the page's 'introuvable' state, with the 404 status); any
    // other failure (maintenance, an error) is left to the browser.
    const rendered = (query: Query) => query.state.status === 'success' || isNotFound(query.state.error);
    if (!queryClient.getQueryCache().getAll().every(rendered)) return null;

    setServerSiteName(siteName);
    const router = ({ children }: { children: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>;
    // The tab title and description the page sets, for the HTML around it.
    const head: PageHead = {};
    const app = (
      <ServerHeadContext value={(set) => Object.assign(head, set)}>
        <App queryClient={queryClient} router={router} />
      </ServerHeadContext>
    );
    const html = await renderHtml(app);
    const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || rendered(query) });
    queryClient.clear();
    return { html, state, head };
  };
};
