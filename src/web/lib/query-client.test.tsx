import { renderToString } from 'react-dom/server';
import { dehydrate, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { hydrateServerHtml } from '#web/testing/hydrate.tsx';
import { ApiError, isNotFound } from './api-client.ts';
import { createQueryClient, hydratePageState, settleNotFound } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

const missionKey = queryKeys.missions.detail('inconnue');

function Mission({ queryFn }: { queryFn: () => Promise<string> }) {
  const { data, error, isPending } = useQuery({ queryKey: missionKey, queryFn });
  return <p>{isNotFound(error) ? 'Mission introuvable' : isPending ? 'Chargement…' : data}</p>;
}

describe('a missing item on a page the server rendered', () => {
  it('is rendered in its not-found state on the server and hydrates as it is, without asking again', async () => {
    // The server: the page's query answered 404 (asked once).
    const server = createQueryClient();
    server.setDefaultOptions({ queries: { ...server.getDefaultOptions().queries, retry: false } });
    await server.prefetchQuery({ queryKey: missionKey, queryFn: () => Promise.reject(new ApiError(404, 'NOT_FOUND', 'Mission introuvable')) });
    settleNotFound(server);
    const serverFetch = vi.fn(() => Promise.resolve('Mission'));
    const html = renderToString(
      <QueryClientProvider client={server}>
        <Mission queryFn={serverFetch} />
      </QueryClientProvider>,
    );
    expect(html).toBe('<p>Mission introuvable</p>');
    const state = JSON.stringify(dehydrate(server, { shouldDehydrateQuery: () => true }));

    // The browser: the same cache, the same screen.
    const browser = createQueryClient();
    hydratePageState(browser, state);
    const browserFetch = vi.fn(() => Promise.resolve('Mission'));
    const { container, onRecoverableError } = await hydrateServerHtml(
      html,
      <QueryClientProvider client={browser}>
        <Mission queryFn={browserFetch} />
      </QueryClientProvider>,
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Mission introuvable');
    expect(serverFetch).not.toHaveBeenCalled();
    expect(browserFetch).not.toHaveBeenCalled();
  });
});
