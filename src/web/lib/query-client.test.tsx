import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { dehydrate, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isNotFound } from './api-client.ts';
import { createQueryClient, hydratePageState, settleNotFound } from './query-client.ts';

const missionKey = ['jobs', 'detail', 'inconnue'];

function Mission({ queryFn }: { queryFn: () => Promise<string> }) {
  const { data, error, isPending } = useQuery({ queryKey: missionKey, queryFn });
  return <p>{isNotFound(error) ? 'Mission introuvable' : isPending ? 'Chargement…' : data}</p>;
}

describe('a missing item on a page the server rendered', () => {
  beforeEach(() => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  });
  afterEach(() => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: undefined });
  });

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
    const container = document.createElement('div');
    container.innerHTML = html;
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <QueryClientProvider client={browser}>
          <Mission queryFn={browserFetch} />
        </QueryClientProvider>,
        { onRecoverableError },
      );
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Mission introuvable');
    expect(serverFetch).not.toHaveBeenCalled();
    expect(browserFetch).not.toHaveBeenCalled();
  });
});
