import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TMe } from '#contracts/accounts';
import type { TJobDetail } from '#contracts/missions';
import { jobMessages } from '#contracts/missions-messages';
import { mockApi, type MockReply } from '#web/testing/mock-api.ts';
import { missionDetail, uuid } from '#web/testing/public-fixtures.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { fillBid } from '#web/testing/bid-form.ts';
import MissionDetailRoute from './mission-detail.tsx';

const missionId = uuid(2);
const person = (userType: TMe['userType']): TMe => ({
  id: uuid(9),
  email: 'x@example.fr',
  fullName: 'Paul Petit',
  userType,
  isAdmin: false,
  twoFactorRequired: false,
  avatarUrl: null,
});

function renderMission(reply: MockReply, { viewer = null, entries }: { viewer?: TMe | null; entries?: string[] } = {}) {
  mockApi({ 'GET /api/me': { body: { user: viewer } }, [`GET /api/jobs/${missionId}`]: reply });
  return {
    ...renderRoutes(
      [
        { path: '/jobs/:id', Component: MissionDetailRoute },
        { path: '/search', element: <p>Recherche</p> },
      ],
      entries?.[0] ?? `/jobs/${missionId}`,
    ),
    user: userEvent.setup(),
  };
}

const found = (mission: TJobDetail): MockReply => ({ body: { job: mission } });

describe('mission page', () => {
  it('shows the header, skills, requirements, description, client and statistics', async () => {
    renderMission(found(missionDetail()));

    expect(await screen.findByRole('heading', { level: 1, name: missionDetail().title })).toBeInTheDocument();
    expect(screen.getAllByText('En cours')).not.toHaveLength(0);
    expect(screen.getAllByText('Freelance')).not.toHaveLength(0);
    expect(screen.getByText('3 mois')).toBeInTheDocument();
    expect(screen.getByText('500 – 1 500 €')).toBeInTheDocument();
    expect(screen.getByText('2 ans d’expérience')).toBeInTheDocument();
    // The description is text: its markup is shown, never interpreted.
    expect(screen.getByText(/Deuxième ligne <b>pas du HTML<\/b>/)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByRole('link', { name: 'Maison Lumière' })).toHaveAttribute('href', `/profile/${uuid(3)}`);
    expect(screen.getByText('11-50 salariés')).toBeInTheDocument();
    // The brief: what the client said, 'Non précisé' nowhere here but the ads budget left out.
    expect(screen.getByText('Instagram, TikTok')).toBeInTheDocument();
    expect(screen.getByText('12 publications / mois · 20 stories / mois')).toBeInTheDocument();
    expect(screen.getByText('Oui')).toBeInTheDocument();
    expect(screen.getByText('01/04/2025')).toBeInTheDocument();
    expect(screen.getByText('Candidatures').nextElementSibling).toHaveTextContent('4');
    expect(screen.getByRole('link', { name: 'Voir des missions similaires' })).toHaveAttribute('href', '/search?type=jobs');
  });

  it('sends a visitor who wants to apply to the login page, coming back here', async () => {
    renderMission(found(missionDetail()));

    expect(await screen.findByRole('link', { name: 'Postuler' })).toHaveAttribute(
      'href',
      `/auth/login?redirectTo=${encodeURIComponent(`/jobs/${missionId}`)}`,
    );
  });

  it('tells a member who is not a community manager that only community managers can apply', async () => {
    const { user } = renderMission(found(missionDetail()), { viewer: person('company') });

    await user.click(await screen.findByRole('button', { name: 'Postuler' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Seuls les community managers peuvent postuler aux missions.');
  });

  it.each(['closed', 'draft'] as const)('disables applying to a %s mission', async (status) => {
    renderMission(found(missionDetail({ status })), { viewer: person('community_manager') });

    expect(await screen.findByRole('button', { name: 'Postuler' })).toBeDisabled();
    expect(screen.getAllByText(status === 'closed' ? 'Terminée' : 'Brouillon')).not.toHaveLength(0);
    // A draft is not published yet: its date is its creation's.
    expect(screen.getByText(status === 'closed' ? /^Publiée le/ : /^Créée le/)).toBeInTheDocument();
  });

  it.each(['open', 'closed', 'draft'] as const)('lets the owner of a %s mission edit it, never apply to or report it', async (status) => {
    renderMission(found(missionDetail({ status, isOwner: true })), { viewer: person('company') });

    expect(await screen.findByRole('link', { name: 'Modifier la mission' })).toHaveAttribute('href', `/dashboard/missions/${missionId}/edit`);
    const notices = { open: 'Vous avez publié cette mission.', closed: /Cette mission est terminée/, draft: /Cette mission est un brouillon/ };
    expect(screen.getByText(notices[status])).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Postuler' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Signaler/ })).toBeNull();
  });

  it('goes back to the missions search when the page was opened directly', async () => {
    const { user, router } = renderMission(found(missionDetail()));

    await user.click(await screen.findByRole('button', { name: 'Retour' }));

    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?type=jobs');
  });

  it("says 'Mission introuvable' for a mission that does not exist (or a draft of someone else)", async () => {
    renderMission({ status: 404, body: { error: { code: 'NOT_FOUND', message: jobMessages.notFound } } });

    expect(await screen.findByRole('heading', { name: 'Mission introuvable' })).toBeInTheDocument();
    expect(screen.getByText("Cette mission n'existe pas ou a été supprimée.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les missions' })).toHaveAttribute('href', '/search?type=jobs');
  });

  it('counts the new application in the statistics once the community manager has applied', async () => {
    let applicationCount = 4;
    let application: { id: string; status: 'pending'; createdAt: string } | null = null;
    const contact = { email: 'client@maison-lumiere.fr', phone: null };
    mockApi({
      'GET /api/me': { body: { user: person('community_manager') } },
      [`GET /api/jobs/${missionId}`]: () => ({ body: { job: missionDetail({ statistics: { applicationCount } }) } }),
      [`GET /api/jobs/${missionId}/viewer-state`]: () => ({ body: { entitled: true, application, clientContact: contact } }),
      'GET /api/me/favourites/ids': { body: { managerIds: [], missionIds: [] } },
      [`POST /api/jobs/${missionId}/applications`]: () => {
        applicationCount += 1;
        application = { id: uuid(7), status: 'pending', createdAt: '2025-03-01T10:00:00.000Z' };
        return {
          status: 201,
          body: {
            application: {
              ...application,
              coverLetter: 'Ma lettre',
              updatedAt: application.createdAt,
              job: { id: missionId, title: missionDetail().title },
              client: { id: uuid(3), fullName: 'Paul Dupont', companyName: 'Maison Lumière' },
              applicant: { id: uuid(9), fullName: 'Paul Petit', email: 'x@example.fr', avatarUrl: null },
            },
          },
        };
      },
    });
    renderRoutes([{ path: '/jobs/:id', Component: MissionDetailRoute }], `/jobs/${missionId}`);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Lettre de motivation'), 'Ma lettre');
    await fillBid(user, { volumes: { 'Publications par mois': '12', 'Stories par mois': '20' } });
    expect(screen.getByText('Candidatures').nextElementSibling).toHaveTextContent('4');
    await user.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }));

    expect(await screen.findByText('Candidature envoyée')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Candidatures').nextElementSibling).toHaveTextContent('5'));
  });
});
