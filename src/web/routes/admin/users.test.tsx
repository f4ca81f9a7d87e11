import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TAdminUser, TAdminUsersResponse } from '#contracts/admin-users';
import { adminUsersMessages } from '#contracts/admin-users-terms';
import { mockApi, type MockReply } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import AdminUsersRoute from './users.tsx';

const claire: TAdminUser = {
  id: '0b0f4a43-8d8e-4c7a-9a44-6f5d2f1c0001',
  fullName: 'Claire Dubois',
  email: 'claire@example.fr',
  userType: 'company',
  createdAt: '2025-03-01T10:00:00.000Z',
  suspendedAt: null,
  isAdmin: false,
};
const marc: TAdminUser = { ...claire, id: '0b0f4a43-8d8e-4c7a-9a44-6f5d2f1c0002', fullName: 'Marc Dupont', suspendedAt: '2025-04-01T10:00:00.000Z' };
const adeline: TAdminUser = { ...claire, id: '0b0f4a43-8d8e-4c7a-9a44-6f5d2f1c0003', fullName: 'Adeline', isAdmin: true };

const page = (items: TAdminUser[], total = items.length): TAdminUsersResponse => ({
  items,
  total,
  page: 1,
  pageSize: 10,
  counts: { community_manager: 120, company: 34, individual: 5 },
});

function renderUsers(url: string, list: MockReply = { body: page([claire, marc, adeline], 23) }, extra: Record<string, MockReply> = {}) {
  const fetchMock = mockApi({ 'GET /api/admin/users': list, ...extra });
  const view = renderRoutes([{ path: '/admin/users', Component: AdminUsersRoute }], url);
  /** The query strings the list was fetched with, in order. */
  const queries = () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((requested) => requested.pathname === '/api/admin/users')
      .map((requested) => requested.search.slice(1));
  return { ...view, fetchMock, queries, user: userEvent.setup() };
}

describe('Gestion des utilisateurs', () => {
  it('reads its filters and page from the URL, and exports what they match', async () => {
    const { queries } = renderUsers('/admin/users?type=company&q=dub&start=2025-01-01&page=2', {
      body: { ...page([claire, marc, adeline], 23), page: 2 },
    });

    expect(await screen.findByText('Claire Dubois')).toBeInTheDocument();
    expect(queries()).toEqual(['q=dub&type=company&start=2025-01-01&page=2']);
    expect(screen.getByLabelText('Type')).toHaveValue('company');
    expect(screen.getByPlaceholderText('Rechercher par nom ou email')).toHaveValue('dub');
    expect(screen.getByLabelText('Inscrit du')).toHaveValue('2025-01-01');
    expect(screen.getByLabelText('au')).toHaveAttribute('min', '2025-01-01');
    expect(screen.getByRole('link', { name: 'Exporter en CSV' })).toHaveAttribute(
      'href',
      '/api/admin/users/export.csv?q=dub&type=company&start=2025-01-01',
    );
    expect(screen.getByText('Affichage de 11 à 20 sur 23 résultats')).toBeInTheDocument();
    // Counts per type.
    expect(screen.getByText('Community Managers').nextSibling).toHaveTextContent('120');
    expect(screen.getByText('Entreprises').nextSibling).toHaveTextContent('34');
  });

  it('puts a changed filter in the URL and goes back to page 1', async () => {
    const { router, queries, user } = renderUsers('/admin/users?type=company&page=2');
    await screen.findByText('Claire Dubois');

    await user.selectOptions(screen.getByLabelText('Type'), 'individual');
    await waitFor(() => expect(router.state.location.search).toBe('?type=individual'));

    await user.type(screen.getByPlaceholderText('Rechercher par nom ou email'), ' Marc ');
    await waitFor(() => expect(router.state.location.search).toBe('?type=individual&q=Marc'));
    await waitFor(() => expect(queries().at(-1)).toBe('q=Marc&type=individual&page=1'));
    // Typing is debounced: one request for the whole word, none per keystroke.
    expect(queries().filter((query) => query.includes('q='))).toEqual(['q=Marc&type=individual&page=1']);

    await user.selectOptions(screen.getByLabelText('Type'), 'all');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Marc'));
  });

  it('shows the rows with their status, and links to the public profile', async () => {
    renderUsers('/admin/users');
    const claireRow = (await screen.findByText('Claire Dubois')).closest('tr')!;
    expect(within(claireRow).getByText('Entreprise')).toBeInTheDocument();
    expect(within(claireRow).getByText('01/03/2025')).toBeInTheDocument();
    expect(within(claireRow).getByRole('link', { name: 'Voir le profil' })).toHaveAttribute('href', `/profile/${claire.id}`);
    expect(within(claireRow).getByRole('button', { name: 'Suspendre' })).toBeInTheDocument();

    const marcRow = screen.getByText('Marc Dupont').closest('tr')!;
    expect(within(marcRow).getByText('Suspendu')).toBeInTheDocument();
    expect(within(marcRow).getByRole('button', { name: 'Réactiver' })).toBeInTheDocument();
    expect(within(marcRow).queryByRole('link', { name: 'Voir le profil' })).toBeNull();

    const adelineRow = screen.getByText('Adeline').closest('tr')!;
    expect(within(adelineRow).getByText('Admin')).toBeInTheDocument();
    expect(within(adelineRow).queryByRole('button', { name: 'Suspendre' })).toBeNull();
  });

  it('asks before suspending, then suspends', async () => {
    const { fetchMock, user } = renderUsers('/admin/users', undefined, {
      [`POST /api/admin/users/${claire.id}/suspend`]: { body: { user: { ...claire, suspendedAt: '2025-05-01T10:00:00.000Z' } } },
    });
    const row = (await screen.findByText('Claire Dubois')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Suspendre' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(adminUsersMessages.confirmSuspend);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Suspendre' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('keeps the dialog open with the server message when the suspension is refused', async () => {
    const { user } = renderUsers('/admin/users', undefined, {
      [`POST /api/admin/users/${claire.id}/suspend`]: {
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: adminUsersMessages.cannotSuspendAdmin } },
      },
    });
    const row = (await screen.findByText('Claire Dubois')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Suspendre' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Suspendre' }));
    expect(await within(screen.getByRole('dialog')).findByText(adminUsersMessages.cannotSuspendAdmin)).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    renderUsers('/admin/users?q=zzz', { body: page([]) });
    expect(await screen.findByText('Aucun utilisateur trouvé')).toBeInTheDocument();
    expect(screen.getByText('Modifiez vos filtres pour voir plus de résultats.')).toBeInTheDocument();
  });

  it('says why the list could not load', async () => {
    renderUsers('/admin/users?start=2025-02-01&end=2025-01-01', {
      status: 400,
      body: { error: { code: 'VALIDATION_ERROR', message: adminUsersMessages.endBeforeStart } },
    });
    expect(await screen.findByText(`Erreur lors du chargement des utilisateurs : ${adminUsersMessages.endBeforeStart}`)).toBeInTheDocument();
  });
});
