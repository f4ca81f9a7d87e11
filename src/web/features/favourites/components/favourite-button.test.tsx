import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TMe } from '#contracts/accounts';
import { favouriteMessages } from '#contracts/favourites-terms';
import { queryKeys } from '#web/lib/query-keys.ts';
import { Toaster } from '#web/lib/toast.tsx';
import { holdRequests } from '#web/testing/deferred.ts';
import { mockApi, type MockReply } from '#web/testing/mock-api.ts';
import { meReply, people } from '#web/testing/people.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { seenBy, ViewerProbe } from '#web/testing/viewer-probe.tsx';
import { FavouriteButton } from './favourite-button.tsx';

const camille = people.manager.id;
const mission = '7c000000-0000-4000-8000-000000000001';
const keepCamille = `PUT /api/me/favourites/managers/${camille}`;

function renderHeart(viewer: TMe | null, extra: Record<string, MockReply> = {}, kind: 'managers' | 'missions' = 'managers') {
  const fetchMock = mockApi({
    'GET /api/me': meReply(viewer),
    'GET /api/me/favourites/ids': { body: { managerIds: [], missionIds: [] } },
    ...extra,
  });
  const targetId = kind === 'managers' ? camille : mission;
  const { queryClient } = renderRoutes([
    {
      path: '/',
      element: (
        <>
          <FavouriteButton kind={kind} targetId={targetId} />
          <ViewerProbe />
          <Toaster />
        </>
      ),
    },
  ]);
  return { fetchMock, queryClient, user: userEvent.setup() };
}

describe('the heart', () => {
  it('is a toggle button named by what it does; it turns at once, before the server answers', async () => {
    const { fetchMock, user } = renderHeart(people.company, { [keepCamille]: { status: 204 } });
    const heart = await screen.findByRole('button', { name: favouriteMessages.add });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    const held = holdRequests(fetchMock, keepCamille);
    await user.click(heart);
    // Optimistic: pressed while the PUT is still on its way.
    expect(screen.getByRole('button', { name: favouriteMessages.remove })).toHaveAttribute('aria-pressed', 'true');
    held.release();
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1));
    expect(screen.getByRole('button', { name: favouriteMessages.remove })).toHaveAttribute('aria-pressed', 'true');
  });

  it('goes back as it was and says why when the server refuses', async () => {
    const { fetchMock, user } = renderHeart(people.company, {
      [keepCamille]: { status: 409, body: { error: { code: 'CONFLICT', message: favouriteMessages.tooMany } } },
    });
    const heart = await screen.findByRole('button', { name: favouriteMessages.add });
    // The refetch after the failure waits: what puts the heart back is the rollback itself.
    holdRequests(fetchMock, 'GET /api/me/favourites/ids');
    await user.click(heart);
    expect(await screen.findByText(favouriteMessages.tooMany)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: favouriteMessages.add })).toHaveAttribute('aria-pressed', 'false');
  });

  it('removes a kept favourite, and rolls the removal back on a network failure', async () => {
    const { fetchMock, user } = renderHeart(
      people.manager,
      {
        'GET /api/me/favourites/ids': { body: { managerIds: [], missionIds: [mission] } },
        [`DELETE /api/me/favourites/missions/${mission}`]: {
          status: 503,
          body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Service indisponible.' } },
        },
      },
      'missions',
    );
    const heart = await screen.findByRole('button', { name: favouriteMessages.remove });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    holdRequests(fetchMock, 'GET /api/me/favourites/ids');
    await user.click(heart);
    expect(await screen.findByText('Service indisponible.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: favouriteMessages.remove })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows no heart to a visitor, and asks nothing: not even an idle query (a page of cards rendered for visitors runs none)', async () => {
    const { fetchMock, queryClient } = renderHeart(null);
    expect(await screen.findByText(seenBy(null))).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain('/api/me/favourites/ids');
    expect(queryClient.getQueryCache().find({ queryKey: queryKeys.favourites.ids() })).toBeUndefined();
  });

  it('shows no heart to a member who may not keep this kind (a community manager on a community manager)', async () => {
    const { fetchMock } = renderHeart(people.manager);
    expect(await screen.findByText(seenBy(people.manager.fullName))).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain('/api/me/favourites/ids');
  });
});
