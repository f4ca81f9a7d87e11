import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockReply } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import AdminMissionsRoute from './missions.tsx';

const mission = (n: number, overrides: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  title: `Mission ${n}`,
  location: n === 1 ? null : 'Lyon',
  isRemote: n === 1,
  status: 'open',
  budgetMin: n === 1 ? null : 500,
  budgetMax: n === 1 ? null : 1500,
  applicationsCount: 0,
  client: { id: 'c1', fullName: 'Boulangerie Dupont', email: 'contact@dupont.fr', avatarUrl: null },
  createdAt: '2026-11-02T10:00:00.000Z',
  ...overrides,
});

function renderMissions(initialEntry: string, replies: Record<string, MockReply> = {}) {
  const fetchMock = mockApi({
    'GET /api/admin/jobs': { body: { items: [mission(1), mission(2, { status: 'draft' })], total: 23, page: 1, pageSize: 10 } },
    ...replies,
  });
  renderRoutes([{ path: '/admin/jobs', Component: AdminMissionsRoute }], initialEntry);
  const requested = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').search);
  return { fetchMock, requested, user: userEvent.setup() };
}

describe('Gestion des missions', () => {
  it('shows the rows with the spec formats and the real total', async () => {
    renderMissions('/admin/jobs');
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).getByText('Télétravail')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('À définir')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('En cours')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('500 – 1 500 €')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Brouillon')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('02/11/2026')).toBeInTheDocument();
    expect(screen.getByText('Affichage de 1 à 10 sur 23 résultats')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
  });

  it('reads its filters and page from the URL and sends them to the server; a filter goes back to page 1', async () => {
    const { requested, user } = renderMissions('/admin/jobs?status=closed&sort=budget_low&page=2&q=tiktok');
    await screen.findAllByRole('row');
    expect(requested()[0]).toBe('?q=tiktok&status=closed&sort=budget_low&page=2');
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveValue('closed');
    expect(screen.getByRole('searchbox', { name: 'Rechercher une mission' })).toHaveValue('tiktok');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Budget décroissant');
    await waitFor(() => expect(requested().at(-1)).toBe('?q=tiktok&status=closed&sort=budget_high&page=1'));
  });

  it('offers view, close and delete for an open mission, view and delete for a draft; closing asks first', async () => {
    const { fetchMock, user } = renderMissions('/admin/jobs', { 'POST /api/admin/jobs/00000000-0000-4000-8000-000000000001/close': { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Actions pour « Mission 2 »' }));
    expect(screen.getByRole('menuitem', { name: 'Voir la mission' })).toHaveAttribute('href', '/jobs/00000000-0000-4000-8000-000000000002');
    expect(screen.queryByRole('menuitem', { name: 'Clôturer' })).not.toBeInTheDocument();
    // An open menu hides the rest of the page until it closes.
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions pour « Mission 1 »' }));
    expect(screen.getByRole('menuitem', { name: 'Voir la mission' })).toHaveAttribute('href', '/jobs/00000000-0000-4000-8000-000000000001');
    await user.click(screen.getByRole('menuitem', { name: 'Clôturer' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Êtes-vous sûr de vouloir clôturer cette mission ?');
    await user.click(within(dialog).getByRole('button', { name: 'Clôturer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
  });

  it('keeps the dialog open with the server message when the deletion fails', async () => {
    const { user } = renderMissions('/admin/jobs', {
      'DELETE /api/admin/jobs/00000000-0000-4000-8000-000000000002': {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Mission introuvable. Elle a peut-être été supprimée.' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Actions pour « Mission 2 »' }));
    await user.click(screen.getByRole('menuitem', { name: 'Supprimer' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Êtes-vous sûr de vouloir supprimer cette mission ?');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await within(screen.getByRole('dialog')).findByText('Mission introuvable. Elle a peut-être été supprimée.')).toBeInTheDocument();
  });

  it('shows the empty state and the load error of the spec', async () => {
    renderMissions('/admin/jobs', { 'GET /api/admin/jobs': { body: { items: [], total: 0, page: 1, pageSize: 10 } } });
    expect(await screen.findByText('Aucune mission trouvée')).toBeInTheDocument();
  });

  it('says the spec error when the list cannot load', async () => {
    renderMissions('/admin/jobs', { 'GET /api/admin/jobs': { status: 500, body: null } });
    expect(await screen.findByText('Une erreur est survenue lors du chargement des missions')).toBeInTheDocument();
  });
});
