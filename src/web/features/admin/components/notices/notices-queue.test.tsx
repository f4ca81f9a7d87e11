import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAdminNotice } from '#contracts/notices';
import { mockApi } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { DecidedNotices } from './notices-queue.tsx';

const complaint = (n: number, party: 'author' | 'notifier', explanation: string) => ({
  id: `c0000000-0000-4000-8000-00000000000${n}`,
  party,
  explanation,
  createdAt: `2026-11-2${n}T09:00:00.000Z`,
  outcome: 'upheld' as const,
  answer: 'La décision est maintenue.',
});

const decided: TAdminNotice = {
  id: '9a000000-0000-4000-8000-000000000001',
  targetType: 'profile',
  targetId: '0b0f4a43-8d8e-4c7a-9a44-000000000001',
  targetLabel: 'Profil de Camille Martin',
  excerpt: '',
  category: 'fraud',
  explanation: 'Ce profil demande un paiement hors de la plateforme.',
  notifier: null,
  detectedAutomatically: false,
  createdAt: '2026-11-20T09:00:00.000Z',
  ageHours: 3,
  decision: {
    id: '9b000000-0000-4000-8000-000000000001',
    action: 'restrict',
    ground: 'Paiement demandé hors de la plateforme.',
    automatedDetection: false,
    deciderId: null,
    deciderName: 'Admin CM Connect',
    createdAt: '2026-11-20T12:00:00.000Z',
    complaints: [
      complaint(1, 'author', 'Je n’ai jamais demandé de paiement.'),
      complaint(2, 'author', 'Je conteste une seconde fois.'),
      complaint(3, 'notifier', 'La restriction ne suffit pas.'),
    ],
  },
};

describe("the admin's decided notices", () => {
  it('names each complaint region apart when a party complained twice against one decision', async () => {
    mockApi({ 'GET /api/admin/notices': { body: { items: [decided] } } });
    renderRoutes([{ path: '/', element: <DecidedNotices /> }]);
    expect(await screen.findByRole('region', { name: 'Contestation de l’auteur (1)' })).toHaveTextContent('Je n’ai jamais demandé de paiement.');
    expect(screen.getByRole('region', { name: 'Contestation de l’auteur (2)' })).toHaveTextContent('Je conteste une seconde fois.');
    expect(screen.getByRole('region', { name: 'Contestation de la personne qui a signalé' })).toHaveTextContent('La restriction ne suffit pas.');
  });
});
