import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TMe } from '#contracts/accounts';
import { messagesMessages } from '#contracts/messages-terms';
import type { PaymentDialogProps } from '#web/lib/purchase-dialog.ts';
import { holdRequests } from '#web/testing/deferred.ts';
import { mockApi, sentBodies, type MockReply } from '#web/testing/mock-api.ts';
import { meReply, people } from '#web/testing/people.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { seenBy, ViewerProbe } from '#web/testing/viewer-probe.tsx';
import { ContactAction, type ContactActionProfile } from './contact-action.tsx';

const lea: ContactActionProfile = { id: people.otherManager.id, fullName: 'Léa Bernard', userType: 'community_manager' };
const companyProfile: ContactActionProfile = { id: people.company.id, fullName: 'Paul Dupont', userType: 'company' };

function FakePaymentModal({ open, purpose, targetId }: PaymentDialogProps) {
  return open ? <p>{`Paiement ${purpose} ${targetId}`}</p> : null;
}

function Probe() {
  const location = useLocation();
  return <p>{`Arrivé ${location.pathname}${location.search}`}</p>;
}

function renderAction(viewer: TMe | null, profile: ContactActionProfile, rights?: MockReply, state?: unknown) {
  const fetchMock = mockApi({
    'GET /api/me': meReply(viewer),
    ...(rights ? { [`GET /api/messages/rights/${profile.id}`]: rights } : {}),
    'POST /api/messages': (body) => ({
      status: 201,
      body: {
        message: {
          id: '5e000000-0000-4000-8000-000000000001',
          senderId: viewer?.id,
          receiverId: profile.id,
          content: (body as { content: string }).content,
          read: false,
          createdAt: '2025-03-01T10:00:00.000Z',
        },
      },
    }),
  });
  renderRoutes(
    [
      {
        path: '/profile/:id',
        element: (
          <>
            <ContactAction profile={profile} paymentModal={FakePaymentModal} />
            <ViewerProbe />
          </>
        ),
      },
      { path: '*', Component: Probe },
    ],
    { pathname: `/profile/${profile.id}`, state },
  );
  return { fetchMock, user: userEvent.setup() };
}

const open = { body: { canWrite: true, lock: null, beforeHire: true } };

describe('contact action', () => {
  it('warns before sending a first message with contact details, and sends it when asked (ADR 0057)', async () => {
    const { user, fetchMock } = renderAction(people.manager, lea, open);
    await user.click(await screen.findByRole('button', { name: 'Contacter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer un message à Léa Bernard' });
    await user.type(screen.getByLabelText('Message'), 'Écris-moi sur Telegram');
    expect(dialog).toHaveTextContent('Avant d’envoyer ce message');
    expect(dialog).toHaveTextContent('Votre message contient une invitation à échanger hors de CM Connect (WhatsApp, Telegram…).');
    await user.click(screen.getByRole('button', { name: 'Envoyer quand même' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/messages')).toEqual([{ receiverId: lea.id, content: 'Écris-moi sur Telegram' }]));
  });

  it('does not warn once hired', async () => {
    const { user } = renderAction(people.manager, lea, { body: { canWrite: true, lock: null, beforeHire: false } });
    await user.click(await screen.findByRole('button', { name: 'Contacter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer un message à Léa Bernard' });
    await user.type(screen.getByLabelText('Message'), 'Écris-moi sur Telegram');
    expect(dialog).not.toHaveTextContent('Avant d’envoyer ce message');
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeInTheDocument();
  });

  it('sends a visitor to the login page, coming back to the profile', async () => {
    const { user } = renderAction(null, lea);
    await user.click(await screen.findByRole('button', { name: 'Contacter' }));
    expect(await screen.findByText(`Arrivé /auth/login?redirectTo=${encodeURIComponent(`/profile/${lea.id}`)}`)).toBeInTheDocument();
  });

  it('shows nothing on one’s own profile, and asks nothing', async () => {
    const { fetchMock } = renderAction(people.otherManager, lea);
    expect(await screen.findByText(seenBy(people.otherManager.fullName))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contacter' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/me']);
  });

  it('lets a community manager write to another for free: the message dialog opens at once', async () => {
    const { user, fetchMock } = renderAction(people.manager, lea, open);

    await user.click(await screen.findByRole('button', { name: 'Contacter' }));

    expect(await screen.findByRole('dialog', { name: 'Envoyer un message à Léa Bernard' })).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toBeRequired();
    expect(screen.queryByText(/Paiement/)).not.toBeInTheDocument();

    // Blank after trimming: not sent.
    await user.type(screen.getByLabelText('Message'), '   ');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText(messagesMessages.empty)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/messages')).toEqual([]);

    const held = holdRequests(fetchMock, 'POST /api/messages');
    await user.type(screen.getByLabelText('Message'), '  Bonjour Léa !  ');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();
    held.release();

    expect(await screen.findByText(`Arrivé /dashboard?tab=messages&with=${lea.id}`)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/messages')).toEqual([{ receiverId: lea.id, content: 'Bonjour Léa !' }]);
  });

  it.each([people.company, people.individual])('asks a $userType to pay once for this profile before writing', async (viewer) => {
    const { user } = renderAction(viewer, lea, { body: { canWrite: false, lock: 'contact_required' } });
    await user.click(await screen.findByRole('button', { name: 'Contacter' }));
    expect(screen.getByText(`Paiement contact ${lea.id}`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the message dialog directly once the company has paid for this profile', async () => {
    const { user } = renderAction(people.company, lea, open);
    await user.click(await screen.findByRole('button', { name: 'Contacter' }));
    expect(await screen.findByRole('dialog', { name: 'Envoyer un message à Léa Bernard' })).toBeInTheDocument();
  });

  it('opens the message form by itself when the payment success page sends the client back here', async () => {
    renderAction(people.company, lea, open, { paidFor: 'contact' });
    expect(await screen.findByRole('dialog', { name: 'Envoyer un message à Léa Bernard' })).toBeInTheDocument();
  });

  it('shows nothing to a visitor on a company profile, nor where writing is not allowed', async () => {
    const { fetchMock } = renderAction(null, companyProfile);
    expect(await screen.findByText(seenBy(null))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contacter' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/me']);
  });

  it('shows nothing to a community manager locked out of a client', async () => {
    const { fetchMock } = renderAction(people.manager, companyProfile, { body: { canWrite: false, lock: 'client_locked' } });
    const held = holdRequests(fetchMock, `GET /api/messages/rights/${companyProfile.id}`);
    // The button waits for the rights, then goes once they answer.
    expect(await screen.findByRole('button', { name: 'Contacter', busy: true })).toBeDisabled();
    held.release();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Contacter' })).not.toBeInTheDocument());
  });
});
