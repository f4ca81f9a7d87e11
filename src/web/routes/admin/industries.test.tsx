import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sentBodies } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import AdminIndustriesRoute from './industries.tsx';

const page = (items: unknown[]) => ({ body: { items, total: items.length, page: 1, pageSize: 10 } });
const tourisme = { id: '7d4f1c52-5f0e-4a53-9a3c-1b2d3e4f5a6b', name: 'Tourisme', description: 'Hôtels', icon: null, isFeatured: true };
const render = () => renderRoutes([{ path: '/admin/industries', element: <AdminIndustriesRoute /> }], '/admin/industries');

describe("Secteurs d'activité", () => {
  it("shows the empty state, then adds a sector from 'Ajouter un secteur'", async () => {
    let sectors: unknown[] = [];
    const api = mockApi({
      'GET /api/admin/sectors': () => page(sectors),
      'POST /api/admin/sectors': () => {
        sectors = [tourisme];
        return { status: 201, body: { id: tourisme.id } };
      },
    });
    render();
    expect(await screen.findByText("Aucun secteur d'activité")).toBeInTheDocument();
    expect(screen.getByText("Commencez par ajouter un nouveau secteur d'activité.")).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un secteur' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Le nom du secteur est requis.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nom du secteur'), 'Tourisme');
    await userEvent.type(screen.getByLabelText('Description'), 'Hôtels');
    await userEvent.click(screen.getByLabelText('Mettre en avant ce secteur'));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));

    expect(await screen.findByRole('img', { name: 'Secteur mis en avant' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(sentBodies(api, 'POST /api/admin/sectors')).toEqual([{ name: 'Tourisme', description: 'Hôtels', isFeatured: true }]);
    expect(screen.getByText('Affichage de 1 à 1 sur 1 résultat')).toBeInTheDocument();
  });

  it("edit mode: a sector deleted meanwhile shows the spec's dismissable red banner", async () => {
    mockApi({
      'GET /api/admin/sectors': page([tourisme]),
      [`PATCH /api/admin/sectors/${tourisme.id}`]: {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Secteur introuvable. Il a peut-être été supprimé.' } },
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier Tourisme' }));
    expect(screen.getByLabelText('Nom du secteur')).toHaveValue('Tourisme');
    expect(screen.getByLabelText('Mettre en avant ce secteur')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Secteur introuvable. Il a peut-être été supprimé.');
    expect(screen.queryByLabelText('Nom du secteur')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks the spec sentence before deleting and shows why the server refused', async () => {
    const refusal = "Ce secteur d'activité est celui de 3 profils (membres et clients qui publient des missions) : il ne peut pas être supprimé.";
    mockApi({
      'GET /api/admin/sectors': page([tourisme]),
      [`DELETE /api/admin/sectors/${tourisme.id}`]: { status: 409, body: { error: { code: 'CONFLICT', message: refusal } } },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Tourisme' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent("Êtes-vous sûr de vouloir supprimer ce secteur d'activité ?");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(refusal));
  });
});
