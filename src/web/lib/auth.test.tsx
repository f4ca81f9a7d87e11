import { renderToString } from 'react-dom/server';
import { dehydrate, QueryClientProvider, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TMe } from '#contracts/accounts';
import { hydrateServerHtml } from '#web/testing/hydrate.tsx';
import { mockApi } from '#web/testing/mock-api.ts';
import { meReply, people } from '#web/testing/people.ts';
import { refreshSessionAfterSignIn, seedRenderedSession, sessionQueryOptions, useViewer } from './auth.tsx';
import { createQueryClient, hydratePageState } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

function ViewerName() {
  const { viewer, isPending } = useViewer();
  return <p>{isPending ? '…' : (viewer?.fullName ?? 'Visiteur')}</p>;
}

/** Hydrates what the server sent with the browser's `client`: no mismatch, and the name shown. */
async function expectHydratedAs(serverHtml: string, client: QueryClient, name: string) {
  const { container, onRecoverableError } = await hydrateServerHtml(
    serverHtml,
    <QueryClientProvider client={client}>
      <ViewerName />
    </QueryClientProvider>,
  );
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(container.textContent).toBe(name);
}

describe('useViewer on a page the server rendered', () => {
  it('hydrates as the server rendered it (pending), then shows the signed-in viewer', async () => {
    // The server renders as a visitor whose session is not known yet.
    const serverHtml = renderToString(
      <QueryClientProvider client={createQueryClient()}>
        <ViewerName />
      </QueryClientProvider>,
    );
    expect(serverHtml).toBe('<p>…</p>');

    // The browser already knows the viewer when hydration starts (the session answered first).
    const client = createQueryClient();
    client.setQueryData(sessionQueryOptions().queryKey, { fullName: 'Camille Martin' } as TMe);
    await expectHydratedAs(serverHtml, client, 'Camille Martin');
  });
});

describe("useViewer on a member's page the server rendered with their session", () => {
  it('hydrates the member the server rendered, without a mismatch and without asking the session again', async () => {
    const api = mockApi({});
    const server = createQueryClient();
    seedRenderedSession(server, { fullName: 'Camille Martin' } as TMe);
    const serverHtml = renderToString(
      <QueryClientProvider client={server}>
        <ViewerName />
      </QueryClientProvider>,
    );
    expect(serverHtml).toBe('<p>Camille Martin</p>');

    const client = createQueryClient();
    hydratePageState(client, JSON.stringify(dehydrate(server)));
    await expectHydratedAs(serverHtml, client, 'Camille Martin');
    expect(api.mock.calls).toEqual([]);
  });
});

describe('signing in', () => {
  it('forgets what was fetched as a visitor: a member may see more (their own draft, what they unlocked)', async () => {
    mockApi({ 'GET /api/me': meReply(people.manager) });
    const client = createQueryClient();
    const missionKey = queryKeys.missions.detail('brouillon');
    client.setQueryData(missionKey, { isOwner: false });
    const viewer = await refreshSessionAfterSignIn(client);
    expect(viewer?.id).toBe(people.manager.id);
    expect(client.getQueryData(sessionQueryOptions().queryKey)).toMatchObject({ id: people.manager.id });
    expect(client.getQueryState(missionKey)).toBeUndefined();
  });
});

describe('useViewer in the server bundle', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('renders what the browser renders first, read from the cache without an observer per component', async () => {
    vi.stubEnv('SSR', true);
    vi.resetModules();
    const server = await import('./auth.tsx');
    function Names() {
      // A search page: one favourite button per card asks who is there.
      return Array.from({ length: 20 }, (_, index) => <ServerViewerName key={index} />);
    }
    function ServerViewerName() {
      const { viewer, isPending } = server.useViewer();
      return <p>{isPending ? '…' : (viewer?.fullName ?? 'Visiteur')}</p>;
    }
    const visitor = createQueryClient();
    const member = createQueryClient();
    server.seedRenderedSession(member, { fullName: 'Camille Martin' } as TMe);
    // What each component's query observer answers as it renders.
    const observed = vi.spyOn(QueryObserver.prototype, 'getOptimisticResult');
    const page = (client: QueryClient) =>
      renderToString(
        <QueryClientProvider client={client}>
          <Names />
        </QueryClientProvider>,
      );

    expect(page(visitor)).toBe('<p>…</p>'.repeat(20));
    expect(page(member)).toBe('<p>Camille Martin</p>'.repeat(20));
    expect(observed).not.toHaveBeenCalled();
    expect(member.getQueryCache().find({ queryKey: queryKeys.session })?.getObserversCount()).toBe(0);
  });
});
