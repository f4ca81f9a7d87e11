import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TMe } from '#contracts/accounts';
import { applicationMessages } from '#contracts/applications-terms';
import { briefMessages } from '#contracts/briefs-terms';
import type { TJobStatus } from '#contracts/missions-terms';
import { formatPrice } from '#contracts/payments-terms';
import type { PaymentDialogProps } from '#web/lib/purchase-dialog.ts';
import { mockApi, sentBodies, type MockReply } from '#web/testing/mock-api.ts';
import { meReply, people } from '#web/testing/people.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { fillBid } from '#web/testing/bid-form.ts';
import { ApplyPanel } from './apply-panel.tsx';

const missionId = '7c1e2f4a-0000-4000-8000-000000000001';
const applyLabel = `Postuler (${formatPrice(300)})`;
const notPaid = { entitled: false, application: null, clientContact: null };
const paid = { entitled: true, application: null, clientContact: { email: 'client@boulangerie.fr', phone: '01 23 45 67 89' } };
const applied = {
  entitled: true,
  application: { id: '9a000000-0000-4000-8000-000000000001', status: 'pending', createdAt: '2025-03-01T10:00:00.000Z' },
  clientContact: paid.clientContact,
};

/** Stands in for the payments feature's dialog (the route passes the real one). */
function FakePaymentModal({ open, purpose, targetId, targetLabel }: PaymentDialogProps) {
  return open ? <p>{`Paiement ${purpose} ${targetId} ${targetLabel}`}</p> : null;
}

function LoginProbe() {
  const location = useLocation();
  return <p>{`Connexion ${location.pathname}${location.search}`}</p>;
}

type Options = {
  viewer: TMe | null;
  status?: TJobStatus;
  isOwner?: boolean;
  state?: () => MockReply;
  apply?: MockReply | ((body: unknown) => MockReply);
};

function renderPanel({ viewer, status = 'open', isOwner = false, state, apply }: Options) {
  const fetchMock = mockApi({
    'GET /api/me': meReply(viewer),
    ...(state ? { [`GET /api/jobs/${missionId}/viewer-state`]: () => state() } : {}),
    ...(apply ? { [`POST /api/jobs/${missionId}/applications`]: apply } : {}),
  });
  const mission = {
    id: missionId,
    title: 'Animer notre Instagram',
    status,
    isOwner,
    brief: { volumes: { posts: 12, stories: null, short_videos: null, moderation_hours: null } },
  };
  renderRoutes(
    [
      { path: '/jobs/:id', element: <ApplyPanel mission={mission} paymentModal={FakePaymentModal} /> },
      { path: '/auth/login', Component: LoginProbe },
    ],
    `/jobs/${missionId}`,
  );
  return { fetchMock, user: userEvent.setup() };
}

describe('apply panel', () => {
  it('sends a visitor to the login page, coming back to the mission', async () => {
    const { user } = renderPanel({ viewer: null });
    await user.click(await screen.findByRole('button', { name: applyLabel }));
    expect(await screen.findByText(`Connexion /auth/login?redirectTo=${encodeURIComponent(`/jobs/${missionId}`)}`)).toBeInTheDocument();
  });

  it('disables the button of a closed or draft mission', async () => {
    renderPanel({ viewer: null, status: 'closed' });
    expect(await screen.findByRole('button', { name: applyLabel })).toBeDisabled();
    expect(screen.getByText(applicationMessages.jobNotOpen)).toBeInTheDocument();
  });

  it.each([people.company, people.individual])('shows the spec alert to a $userType', async (viewer) => {
    const { user, fetchMock } = renderPanel({ viewer });
    await user.click(await screen.findByRole('button', { name: applyLabel }));
    expect(screen.getByRole('alert')).toHaveTextContent('Seuls les community managers peuvent postuler aux missions.');
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/me']);
  });

  it("points the mission's owner to the received applications", async () => {
    renderPanel({ viewer: people.company, isOwner: true });
    expect(await screen.findByText('Vous avez publié cette mission.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: applyLabel })).not.toBeInTheDocument();
  });

  it('opens the payment dialog for this mission when the community manager has not paid', async () => {
    const { user } = renderPanel({ viewer: people.manager, state: () => ({ body: notPaid }) });
    await user.click(await screen.findByRole('button', { name: applyLabel }));
    expect(screen.getByText(`Paiement application ${missionId} Animer notre Instagram`)).toBeInTheDocument();
    expect(screen.queryByLabelText('Lettre de motivation')).not.toBeInTheDocument();
  });

  it('keeps the button disabled on a closed mission, even for a community manager', async () => {
    renderPanel({ viewer: people.manager, status: 'closed', state: () => ({ body: notPaid }) });
    expect(await screen.findByRole('button', { name: applyLabel })).toBeDisabled();
  });

  it("shows 'Candidature envoyée' with the status once applied, and no form", async () => {
    renderPanel({ viewer: people.manager, state: () => ({ body: applied }) });
    expect(await screen.findByText('Candidature envoyée')).toBeInTheDocument();
    expect(screen.getByText('En attente')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: applyLabel })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Lettre de motivation')).not.toBeInTheDocument();
  });

  it("once paid: the client's contact and the cover letter; a blank letter is not sent, a real one is, trimmed", async () => {
    let state: object = paid;
    const { user, fetchMock } = renderPanel({
      viewer: people.manager,
      state: () => ({ body: state }),
      apply: (body) => {
        state = applied;
        return {
          status: 201,
          body: {
            application: {
              id: applied.application.id,
              status: 'pending',
              coverLetter: (body as { coverLetter: string }).coverLetter,
              createdAt: '2025-03-01T10:00:00.000Z',
              updatedAt: '2025-03-01T10:00:00.000Z',
              job: { id: missionId, title: 'Animer notre Instagram' },
              client: { id: people.company.id, fullName: 'Paul Dupont', companyName: 'Boulangerie Dupont' },
              applicant: { id: people.manager.id, fullName: 'Camille Martin', email: 'camille@example.fr', avatarUrl: null },
            },
          },
        };
      },
    });

    const letter = await screen.findByLabelText('Lettre de motivation');
    expect(screen.getByRole('link', { name: 'client@boulangerie.fr' })).toHaveAttribute('href', 'mailto:client@boulangerie.fr');
    expect(screen.getByText('01 23 45 67 89')).toBeInTheDocument();
    expect(letter).toBeRequired();

    await user.type(letter, '   ');
    await user.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }));
    expect(await screen.findByText(applicationMessages.coverLetterRequired)).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST /api/jobs/${missionId}/applications`)).toEqual([]);

    await user.type(letter, 'Bonjour, je gère des comptes Instagram depuis 5 ans.  ');
    await fillBid(user, { volumes: { 'Publications par mois': '10' } });
    await user.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }));

    expect(await screen.findByText('Candidature envoyée')).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST /api/jobs/${missionId}/applications`)).toEqual([
      {
        coverLetter: 'Bonjour, je gère des comptes Instagram depuis 5 ans.',
        bid: {
          amount: 900,
          basis: 'monthly',
          months: null,
          earliest_start: '2099-01-15',
          volumes: { posts: 10, stories: null, short_videos: null, moderation_hours: null },
        },
      },
    ]);
  });

  it("shows the server's refusal (already applied) and refreshes the state", async () => {
    let state: object = paid;
    const { user } = renderPanel({
      viewer: people.manager,
      state: () => ({ body: state }),
      apply: () => {
        state = applied;
        return { status: 409, body: { error: { code: 'CONFLICT', message: applicationMessages.alreadyApplied } } };
      },
    });
    await user.type(await screen.findByLabelText('Lettre de motivation'), 'Ma lettre');
    await fillBid(user, { volumes: { 'Publications par mois': '12' } });
    await user.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }));
    expect(await screen.findByText('Candidature envoyée')).toBeInTheDocument();
  });

  it('asks for a price, a start and each volume the brief asks for before sending', async () => {
    const { user, fetchMock } = renderPanel({ viewer: people.manager, state: () => ({ body: paid }), apply: () => ({ status: 201, body: {} }) });
    await user.type(await screen.findByLabelText('Lettre de motivation'), 'Ma lettre');
    expect(screen.getByLabelText('Publications par mois')).toBeInTheDocument();
    expect(screen.queryByLabelText('Stories par mois')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }));
    expect(await screen.findByText(briefMessages.bidAmount)).toBeInTheDocument();
    expect(screen.getByText(briefMessages.bidStart)).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST /api/jobs/${missionId}/applications`)).toEqual([]);
  });

  it('asks a total price how many months it covers (1 to 36), and sends them; a monthly price has no such field', async () => {
    const { user, fetchMock } = renderPanel({ viewer: people.manager, state: () => ({ body: paid }), apply: () => ({ status: 201, body: {} }) });
    await user.type(await screen.findByLabelText('Lettre de motivation'), 'Ma lettre');
    await fillBid(user, { amount: '2500', volumes: { 'Publications par mois': '12' } });
    expect(screen.queryByLabelText('Nombre de mois couverts par ce prix')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Au total' }));
    const months = screen.getByLabelText('Nombre de mois couverts par ce prix');
    await user.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }));
    expect(await screen.findByText(briefMessages.bidMonths)).toBeInTheDocument();
    await user.type(months, '37');
    await user.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }));
    expect(await screen.findByText(briefMessages.bidMonths)).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST /api/jobs/${missionId}/applications`)).toEqual([]);
    await user.clear(months);
    await user.type(months, '3');
    await user.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, `POST /api/jobs/${missionId}/applications`)).toMatchObject([{ bid: { amount: 2500, basis: 'total', months: 3 } }]),
    );
  });
});
