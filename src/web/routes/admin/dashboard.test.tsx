import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import AdminDashboardRoute from './dashboard.tsx';

const counter = (total: number, thisMonth: number, lastMonth: number) => ({ total, thisMonth, lastMonth });
const dashboard = {
  counters: { users: counter(120, 24, 20), jobs: counter(40, 3, 4), applications: counter(9, 2, 0), reviews: counter(5, 1, 1) },
  months: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map((month, i) => ({ month, signups: i, missions: i * 2 })),
  activity: [
    {
      id: 'a1',
      actorName: 'Adeline',
      action: 'mission.close',
      entity: 'mission',
      entityId: 'j1',
      label: 'Animer Instagram',
      changes: {},
      createdAt: '2026-11-20T09:30:00.000Z',
    },
  ],
  health: { databaseMs: 1.4, storage: 'failed', mailFailures24h: 2, payments: 'simulator' },
};

describe('Tableau de bord', () => {
  it('shows real totals with their trend, or no badge when last month had nothing', async () => {
    mockApi({ 'GET /api/admin/dashboard': { body: dashboard } });
    renderRoutes([{ path: '/admin', Component: AdminDashboardRoute }], '/admin');
    const users = (await screen.findByText('Utilisateurs')).parentElement!;
    expect(within(users).getByText('120')).toBeInTheDocument();
    expect(within(users).getByText('+20%')).toBeInTheDocument();
    expect(within(screen.getByText('Missions').parentElement!).getByText('-25%')).toBeInTheDocument();
    expect(within(screen.getByText('Candidatures').parentElement!).queryByText(/%/)).not.toBeInTheDocument();
    expect(within(screen.getByText('Avis').parentElement!).getByText('0%')).toBeInTheDocument();
  });

  it("lists the audit log as 'Activité récente' and the live checks as 'État du système'", async () => {
    mockApi({ 'GET /api/admin/dashboard': { body: dashboard } });
    renderRoutes([{ path: '/admin', Component: AdminDashboardRoute }], '/admin');
    expect(await screen.findByText(/a clôturé la mission « Animer Instagram »/)).toBeInTheDocument();
    const status = screen.getByRole('heading', { name: 'État du système' }).parentElement!;
    expect(within(status).getByText('Opérationnelle (1,4 ms)')).toBeInTheDocument();
    expect(within(status).getByText('Écriture impossible')).toBeInTheDocument();
    expect(within(status).getByText('2 échecs sur 24 h')).toBeInTheDocument();
    expect(within(status).getByText('Simulateur de paiement')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /Missions publiées : juin 0, juil\. 2/ })).toBeInTheDocument();
  });
});
