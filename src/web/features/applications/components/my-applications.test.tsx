import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TOwnApplication } from '#contracts/applications';
import { mockApi } from '#web/testing/mock-api.ts';
import { people } from '#web/testing/people.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { MyApplications } from './my-applications.tsx';

function application(n: number, title: string, credit: TOwnApplication['credit']): TOwnApplication {
  return {
    id: `9a000000-0000-4000-8000-00000000000${n}`,
    status: credit ? 'rejected' : 'pending',
    coverLetterPreview: 'Je connais bien votre secteur.',
    createdAt: '2026-03-04T10:00:00.000Z',
    updatedAt: '2026-03-04T10:00:00.000Z',
    job: { id: `7c1e2f4a-0000-4000-8000-00000000000${n}`, title },
    client: { id: people.company.id, fullName: 'Paul Dupont', companyName: 'Boulangerie Dupont' },
    rejection: null,
    bid: null,
    credit,
  };
}

describe("'Mes Candidatures'", () => {
  it('marks each application whose fee was credited back, with the amount and the reason, and only those', async () => {
    mockApi({
      'GET /api/me/applications': {
        body: {
          applications: [
            application(1, 'Ignorée', { amountCents: 300, currency: 'eur', reason: 'not_opened' }),
            application(2, 'Pourvue ailleurs', { amountCents: 300, currency: 'eur', reason: 'closed_without_hire' }),
            application(3, 'En cours', null),
          ],
        },
      },
    });
    renderRoutes([{ path: '/', element: <MyApplications /> }]);
    const [ignored, closed, pending] = await screen.findAllByRole('listitem');
    expect(ignored).toHaveTextContent(/3,00\s€ recrédités/);
    expect(ignored).toHaveTextContent('Candidature non ouverte sous 7 jours');
    expect(closed).toHaveTextContent(/3,00\s€ recrédités/);
    expect(closed).toHaveTextContent('Mission clôturée sans ouvrir la candidature');
    expect(pending).not.toHaveTextContent('recrédités');
  });
});
