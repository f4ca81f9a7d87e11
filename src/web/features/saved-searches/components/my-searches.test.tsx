import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TSavedSearch } from '#contracts/saved-searches';
import { mockApi, sentBodies } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { AlertUnsubscribePanel } from './alert-unsubscribe-panel.tsx';
import { MySearches } from './my-searches.tsx';

const MISSIONS: TSavedSearch = {
  id: '7b0c1d2e-3f4a-4b5c-8d6e-7f8091a2b3c4',
  name: 'Instagram à Lyon',
  type: 'jobs',
  query: 'location=Lyon&q=instagram&type=jobs',
  alert: 'daily',
  createdAt: '2026-11-26T08:00:00.000Z',
};
const MANAGERS: TSavedSearch = {
  ...MISSIONS,
  id: '8c1d2e3f-4a5b-4c6d-9e7f-8091a2b3c4d5',
  name: 'Vidéastes',
  type: 'managers',
  query: 'q=vid%C3%A9o&type=managers',
  alert: 'none',
};

describe('Mes recherches', () => {
  it('lists the saved searches, each opening the search page with its filters', async () => {
    mockApi({ 'GET /api/saved-searches': { body: { savedSearches: [MISSIONS, MANAGERS] } } });
    renderRoutes([{ path: '/', element: <MySearches /> }]);
    expect(await screen.findByRole('heading', { name: 'Instagram à Lyon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ouvrir « Instagram à Lyon »' })).toHaveAttribute('href', '/search?location=Lyon&q=instagram&type=jobs');
    expect(screen.getByRole('link', { name: 'Ouvrir « Vidéastes »' })).toHaveAttribute('href', '/search?q=vid%C3%A9o&type=managers');
    expect(screen.getByText('2 / 20')).toBeInTheDocument();
    // Only a mission search alerts.
    expect(screen.getByRole('combobox', { name: 'Alerte de « Instagram à Lyon »' })).toHaveValue('daily');
    expect(screen.queryByRole('combobox', { name: 'Alerte de « Vidéastes »' })).toBeNull();
  });

  it('renames a search, changes its alert and deletes it after a confirmation', async () => {
    const fetchMock = mockApi({
      'GET /api/saved-searches': { body: { savedSearches: [MISSIONS] } },
      [`PATCH /api/saved-searches/${MISSIONS.id}`]: (body) => ({ body: { ...MISSIONS, ...(body as object) } }),
      [`DELETE /api/saved-searches/${MISSIONS.id}`]: { status: 204 },
    });
    renderRoutes([{ path: '/', element: <MySearches /> }]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Renommer « Instagram à Lyon »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renommer la recherche' });
    const name = within(dialog).getByRole('textbox', { name: 'Nom de la recherche' });
    await user.clear(name);
    await user.type(name, 'Lyon, Instagram');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await expect.poll(() => sentBodies(fetchMock, `PATCH /api/saved-searches/${MISSIONS.id}`)).toEqual([{ name: 'Lyon, Instagram' }]);
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Alerte de « Instagram à Lyon »' }), 'Pas d’alerte');
    await expect
      .poll(() => sentBodies(fetchMock, `PATCH /api/saved-searches/${MISSIONS.id}`))
      .toEqual([{ name: 'Lyon, Instagram' }, { alert: 'none' }]);

    await user.click(screen.getByRole('button', { name: 'Supprimer « Instagram à Lyon »' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(confirm).toHaveTextContent('La recherche « Instagram à Lyon » et son alerte seront supprimées.');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await expect.poll(() => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });

  it('asks before deleting a community managers search without speaking of an alert it cannot have', async () => {
    mockApi({ 'GET /api/saved-searches': { body: { savedSearches: [MANAGERS] } } });
    renderRoutes([{ path: '/', element: <MySearches /> }]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Supprimer « Vidéastes »' }));
    expect(await screen.findByRole('dialog', { name: 'Confirmation' })).toHaveTextContent('La recherche « Vidéastes » sera supprimée.');
  });

  it('says how to save a first search', async () => {
    mockApi({ 'GET /api/saved-searches': { body: { savedSearches: [] } } });
    renderRoutes([{ path: '/', element: <MySearches /> }]);
    expect(await screen.findByText(/Aucune recherche enregistrée/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rechercher' })).toHaveAttribute('href', '/search');
  });
});

describe('an alert’s unsubscribe link', () => {
  it('names the alert and stops it only on the click', async () => {
    const fetchMock = mockApi({
      'GET /api/saved-searches/alert-unsubscribe': { body: { name: 'Instagram à Lyon' } },
      'POST /api/saved-searches/alert-unsubscribe': { body: { name: 'Instagram à Lyon' } },
    });
    renderRoutes([{ path: '/', element: <AlertUnsubscribePanel token="id.sig" /> }]);
    expect(await screen.findByText('Ne plus recevoir l’alerte « Instagram à Lyon » ?')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/saved-searches/alert-unsubscribe')).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Arrêter cette alerte' }));
    expect(await screen.findByText(/C’est fait : l’alerte « Instagram à Lyon » est arrêtée/)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/saved-searches/alert-unsubscribe')).toEqual([{ token: 'id.sig' }]);
  });
});
