import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TMe } from '#contracts/accounts';
import type { TFavouritesResponse } from '#contracts/favourites';
import { mockApi } from '#web/testing/mock-api.ts';
import { meReply, people } from '#web/testing/people.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { FavouritesPanel } from './favourites-panel.tsx';

const uuid = (n: number) => `7c000000-0000-4000-8000-00000000000${n}`;
const createdAt = '2026-03-01T10:00:00.000Z';

function renderPanel(viewer: TMe, favourites: TFavouritesResponse, kind: 'managers' | 'missions') {
  mockApi({
    'GET /api/me': meReply(viewer),
    'GET /api/me/favourites': { body: favourites },
    'GET /api/me/favourites/ids': {
      body: { managerIds: favourites.managers.map((item) => item.managerId), missionIds: favourites.missions.map((item) => item.missionId) },
    },
  });
  renderRoutes([{ path: '/dashboard', element: <FavouritesPanel kind={kind} /> }], '/dashboard?tab=favourites');
}

const item = (name: string) => screen.getAllByRole('listitem').find((element) => element.textContent?.includes(name))!;

describe("'Favoris'", () => {
  it("lists a client's community managers; one suspended or deleted says so and no longer links to the profile", async () => {
    const manager = { headline: null, avatarUrl: null, location: null, createdAt };
    renderPanel(
      people.company,
      {
        managers: [
          {
            ...manager,
            managerId: uuid(1),
            fullName: 'Camille Martin',
            headline: 'Community manager Instagram',
            location: 'Lyon',
            status: 'available',
          },
          { ...manager, managerId: uuid(2), fullName: 'Léa Bernard', status: 'unavailable' },
          { ...manager, managerId: uuid(3), fullName: 'Compte supprimé', status: 'deleted' },
        ],
        missions: [],
      },
      'managers',
    );
    expect(await screen.findByRole('list', { name: 'Community managers favoris' })).toBeInTheDocument();
    expect(within(item('Camille Martin')).getByRole('link', { name: 'Camille Martin' })).toHaveAttribute('href', `/profile/${uuid(1)}`);
    expect(within(item('Léa Bernard')).getByText('Profil indisponible')).toBeInTheDocument();
    expect(within(item('Léa Bernard')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(item('Compte supprimé')).getAllByText('Compte supprimé')).toHaveLength(2);
    // Each one is removed from the list by its own heart.
    expect(await within(item('Compte supprimé')).findByRole('button', { name: 'Retirer des favoris' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("lists a community manager's missions with what became of each", async () => {
    const mission = { clientName: null, createdAt };
    renderPanel(
      people.manager,
      {
        managers: [],
        missions: [
          { ...mission, missionId: uuid(4), title: 'Animer notre Instagram', clientName: 'Boulangerie Dupont', status: 'open' },
          { ...mission, missionId: uuid(5), title: 'Refonte des visuels', clientName: 'Maison Lumière', status: 'closed' },
          { ...mission, missionId: uuid(6), title: 'Projet TikTok', status: 'unavailable' },
          { ...mission, missionId: uuid(7), title: 'Campagne retirée', status: 'removed' },
        ],
      },
      'missions',
    );
    expect(await screen.findByRole('list', { name: 'Missions favorites' })).toBeInTheDocument();
    expect(within(item('Animer notre Instagram')).getByRole('link', { name: 'Animer notre Instagram' })).toHaveAttribute('href', `/jobs/${uuid(4)}`);
    expect(within(item('Animer notre Instagram')).queryByText(/Mission/)).not.toBeInTheDocument();
    expect(within(item('Refonte des visuels')).getByText('Mission clôturée')).toBeInTheDocument();
    expect(within(item('Refonte des visuels')).getByRole('link', { name: 'Refonte des visuels' })).toBeInTheDocument();
    expect(within(item('Projet TikTok')).getByText('Mission indisponible')).toBeInTheDocument();
    expect(within(item('Campagne retirée')).getByText('Mission retirée')).toBeInTheDocument();
    expect(within(item('Campagne retirée')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says how to add one when there is none', async () => {
    renderPanel(people.manager, { managers: [], missions: [] }, 'missions');
    expect(await screen.findByText(/Vous n'avez pas encore de mission en favori/)).toBeInTheDocument();
  });
});
