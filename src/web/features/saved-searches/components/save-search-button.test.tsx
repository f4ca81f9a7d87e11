import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sentBodies } from '#web/testing/mock-api.ts';
import { meReply, people } from '#web/testing/people.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { SaveSearchButton } from './save-search-button.tsx';

const saved = (body: unknown) => ({
  status: 201,
  body: {
    id: '7b0c1d2e-3f4a-4b5c-8d6e-7f8091a2b3c4',
    type: 'jobs',
    query: 'location=Lyon&q=instagram&type=jobs',
    createdAt: '2026-11-26T08:00:00.000Z',
    ...(body as object),
  },
});

describe('Sauvegarder cette recherche', () => {
  it('saves the page’s filters under a name, with the alert chosen for a mission search', async () => {
    const fetchMock = mockApi({ 'GET /api/me': meReply(people.manager), 'POST /api/saved-searches': saved });
    renderRoutes([{ path: '/search', element: <SaveSearchButton type="jobs" /> }], '/search?type=jobs&q=instagram&location=Lyon');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sauvegarder cette recherche' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sauvegarder cette recherche' });
    const name = within(dialog).getByRole('textbox', { name: 'Nom de la recherche' });
    expect(name).toHaveValue('instagram · Lyon');
    const alert = within(dialog).getByRole('combobox', { name: 'Alerte par email et sur le site' });
    expect(alert).toHaveValue('daily');

    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Donnez un nom à cette recherche.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/saved-searches')).toEqual([]);

    await user.type(name, 'Instagram à Lyon');
    await user.selectOptions(alert, 'Dès qu’une mission est publiée');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(sentBodies(fetchMock, 'POST /api/saved-searches')).toEqual([
      { name: 'Instagram à Lyon', alert: 'immediate', query: 'type=jobs&q=instagram&location=Lyon' },
    ]);
  });

  it('shows the server’s message when the member has too many saved searches', async () => {
    mockApi({
      'GET /api/me': meReply(people.manager),
      'POST /api/saved-searches': {
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'Vous avez déjà 20 recherches enregistrées : supprimez-en une pour en ajouter une autre.' } },
      },
    });
    renderRoutes([{ path: '/search', element: <SaveSearchButton type="managers" /> }], '/search?q=vid%C3%A9o');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sauvegarder cette recherche' }));
    const dialog = await screen.findByRole('dialog');
    // A community manager search has no alert.
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText(/Vous avez déjà 20 recherches enregistrées/)).toBeInTheDocument();
  });

  it('is not offered to visitors', async () => {
    mockApi({ 'GET /api/me': meReply(null) });
    renderRoutes([{ path: '/search', element: <SaveSearchButton type="jobs" /> }], '/search?type=jobs');
    await expect.poll(() => document.body.textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
