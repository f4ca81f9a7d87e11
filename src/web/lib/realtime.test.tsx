import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { installFakeEventSource, type FakeEventSource } from '#web/testing/fake-event-source.ts';
import { mockApi } from '#web/testing/mock-api.ts';
import { meReply, people } from '#web/testing/people.ts';
import { createTestQueryClient } from '#web/testing/render.tsx';
import { apiGet } from './api-client.ts';
import { queryKeys } from './query-keys.ts';
import { RealtimeProvider, useRealtimeEvent } from './realtime.tsx';
import { realtimeInvalidations } from './realtime-stream.ts';
import { useUnreadMessagesCount } from './unread-messages.ts';

function UnreadProbe({ onMessage }: { onMessage?: () => void }) {
  const count = useUnreadMessagesCount();
  useRealtimeEvent('message', () => onMessage?.());
  return <p>{`Non lus : ${count}`}</p>;
}

/** 'Mes Offres' as the dashboard reads it: the application count of the owner's mission. */
function OwnMissionsProbe() {
  const missions = useQuery({
    queryKey: queryKeys.missions.own(),
    queryFn: ({ signal }) => apiGet<{ jobs: { applicationCount: number }[] }>('/api/me/jobs', signal),
  });
  return <p>{`Candidatures : ${missions.data?.jobs[0]?.applicationCount ?? '…'}`}</p>;
}

function renderWithRealtime(signedIn = true, onMessage?: () => void) {
  const Source = installFakeEventSource();
  let unread = 1;
  let applications = 0;
  const fetchMock = mockApi({
    'GET /api/me': meReply(signedIn ? people.manager : null),
    'GET /api/messages/unread-count': () => ({ body: { count: unread } }),
    'GET /api/me/jobs': () => ({ body: { jobs: [{ applicationCount: applications }] } }),
  });
  const queryClient = createTestQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider>
        <UnreadProbe onMessage={onMessage} />
        <OwnMissionsProbe />
      </RealtimeProvider>
    </QueryClientProvider>,
  );
  const streamOpened = () => vi.waitFor(() => expect(Source.instances).not.toHaveLength(0));
  return {
    Source,
    streamOpened,
    fetchMock,
    queryClient,
    setUnread: (count: number) => (unread = count),
    setApplications: (count: number) => (applications = count),
  };
}

const unreadCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === '/api/messages/unread-count').length;

const messageEvent = {
  id: '5e000000-0000-4000-8000-000000000001',
  senderId: people.otherManager.id,
  receiverId: people.manager.id,
};

describe('realtime client', () => {
  it('opens one stream for the signed-in user and refreshes the unread badge on a new message', async () => {
    const onMessage = vi.fn();
    const { Source, streamOpened, setUnread } = renderWithRealtime(true, onMessage);
    expect(await screen.findByText('Non lus : 1')).toBeInTheDocument();
    // The stream's client is fetched once someone is signed in.
    await streamOpened();
    expect(Source.instances).toHaveLength(1);
    const source: FakeEventSource = Source.latest();
    expect(source.url).toBe('/api/events');

    act(() => source.open());
    setUnread(4);
    act(() => source.emit('message', messageEvent));

    expect(await screen.findByText('Non lus : 4')).toBeInTheDocument();
    expect(onMessage).toHaveBeenCalledTimes(1);
  });

  it("refreshes 'Mes Offres' when a notification arrives (a new application)", async () => {
    const { Source, streamOpened, setApplications } = renderWithRealtime();
    expect(await screen.findByText('Candidatures : 0')).toBeInTheDocument();
    await streamOpened();
    act(() => Source.latest().open());
    setApplications(1);
    act(() =>
      Source.latest().emit('notification', { id: '5e000000-0000-4000-8000-000000000002', title: 'Nouvelle candidature', link: '/dashboard' }),
    );
    expect(await screen.findByText('Candidatures : 1')).toBeInTheDocument();
  });

  it("marks 'Mes crédits' stale when a notification arrives (a fee credited back, ADR 0054)", () => {
    expect(realtimeInvalidations.notification).toContainEqual(queryKeys.payments.credits());
  });

  it('ignores a frame that is not JSON', async () => {
    const onMessage = vi.fn();
    const { Source, streamOpened, fetchMock, setUnread } = renderWithRealtime(true, onMessage);
    await screen.findByText('Non lus : 1');
    await streamOpened();
    act(() => Source.latest().open());
    setUnread(4);
    act(() => Source.latest().emitRaw('message', '{not json'));
    // The next frame is read as usual: only it refreshes the badge and reaches the screen.
    act(() => Source.latest().emit('message', messageEvent));
    expect(await screen.findByText('Non lus : 4')).toBeInTheDocument();
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(unreadCalls(fetchMock)).toBe(2);
  });

  it('refreshes everything live after a reconnection', async () => {
    const { Source, streamOpened, setUnread } = renderWithRealtime();
    await screen.findByText('Non lus : 1');
    await streamOpened();
    const source = Source.latest();
    act(() => source.open());

    setUnread(7);
    act(() => source.fail());
    act(() => source.open());

    expect(await screen.findByText('Non lus : 7')).toBeInTheDocument();
  });

  it('opens new streams with growing delays while the server closes them for good', async () => {
    const { Source, streamOpened } = renderWithRealtime();
    await screen.findByText('Non lus : 1');
    await streamOpened();
    vi.useFakeTimers();
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    act(() => Source.latest().fail(2));
    await advance(2_999);
    expect(Source.instances).toHaveLength(1);
    await advance(3_001); // 3 s, up to twice that with jitter
    expect(Source.instances).toHaveLength(2);
    expect(Source.instances[0]!.readyState).toBe(2);

    act(() => Source.latest().fail(2));
    await advance(5_999);
    expect(Source.instances).toHaveLength(2);
    await advance(6_001); // 6 s, up to 12 s
    expect(Source.instances).toHaveLength(3);
  });

  it("opens a new stream when the browser's own reconnection is refused after the stream had opened", async () => {
    const { Source, streamOpened } = renderWithRealtime();
    await screen.findByText('Non lus : 1');
    await streamOpened();
    act(() => Source.latest().open());
    act(() => Source.latest().fail(2));
    await vi.waitFor(() => expect(Source.instances).toHaveLength(2));
  });

  it('opens no stream for a visitor', async () => {
    const { Source, fetchMock } = renderWithRealtime(false);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await screen.findByText('Non lus : 0');
    // Had the provider asked for the stream's client, it would have it (and a stream) by now.
    await import('./realtime-stream.ts');
    expect(Source.instances).toHaveLength(0);
  });
});
