import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '#contracts/contact-terms';
import { holdRequests } from '#web/testing/deferred.ts';
import { mockApi, sentBodies, type MockReply } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import ContactRoute from './contact.tsx';

const siteInfo = (contactEmail: string) => ({ body: { siteName: 'CM Connect', contactEmail, defaultLanguage: 'fr', maintenanceMode: false } });

function renderContact(reply: MockReply = { status: 201, body: { message: contactMessages.sent } }, contactEmail = 'contact@cmconnect.fr') {
  const fetchMock = mockApi({ 'POST /api/contact': reply, 'GET /api/site': siteInfo(contactEmail) });
  renderRoutes([{ path: '/contact', Component: ContactRoute }], '/contact');
  return { fetchMock, user: userEvent.setup() };
}

const form = () => screen.getByRole('form', { name: 'Formulaire de contact' });
const submitButton = () => within(form()).getByRole('button');

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nom complet'), 'Camille Martin');
  await user.type(screen.getByLabelText('Email'), 'camille@example.fr');
  await user.selectOptions(screen.getByLabelText('Vous êtes'), 'Entreprise');
  await user.type(screen.getByLabelText('Sujet'), 'Recrutement');
  await user.type(screen.getByLabelText('Message'), 'Bonjour, je cherche un community manager.');
}

describe('contact page', () => {
  it('shows the hero, the three contact cards opening in a new tab, and the FAQ', async () => {
    renderContact();

    expect(screen.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeInTheDocument();
    await screen.findByRole('link', { name: /^Écrire à contact@cmconnect\.fr/ });
    const cards = within(screen.getByRole('list', { name: 'Nos coordonnées' })).getAllByRole('link');
    expect(cards.map((link) => link.getAttribute('href')?.split(':')[0])).toEqual(['mailto', 'tel', 'https']);
    expect(cards[0]).toHaveAttribute('href', 'mailto:contact@cmconnect.fr');
    for (const link of cards) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByText(/sous 24 à 48 heures ouvrées/)).toBeInTheDocument();
    expect(document.title).toBe('Contact — CM Connect');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('24 à 48 heures ouvrées'));
  });

  it('shows the contact address of the settings, not one written in the page', async () => {
    renderContact(undefined, 'equipe@studio-social.fr');

    expect(await screen.findByRole('link', { name: /^Écrire à equipe@studio-social\.fr/ })).toHaveAttribute('href', 'mailto:equipe@studio-social.fr');
    expect(screen.queryByText('contact@cmconnect.fr')).not.toBeInTheDocument();
  });

  it('offers the four profiles and a six-row message', () => {
    renderContact();

    const options = within(screen.getByLabelText('Vous êtes')).getAllByRole('option');
    expect(options.slice(1).map((option) => option.textContent)).toEqual(['Community Manager', 'Entreprise', 'Particulier', 'Autre']);
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '6');
  });

  it('requires every field and a valid email, without sending anything', async () => {
    const { user, fetchMock } = renderContact();

    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findAllByText(contactMessages.required)).toHaveLength(5);

    await user.type(screen.getByLabelText('Email'), 'pas-un-email');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText(contactMessages.email)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetchMock, 'POST /api/contact')).toEqual([]);
  });

  it('reads "Envoi en cours..." while sending, then confirms and clears the form', async () => {
    const { user, fetchMock } = renderContact();
    const held = holdRequests(fetchMock, 'POST /api/contact');

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));

    // Busy while the request is on its way (the form also reads so while its checks load).
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/contact')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();
    held.release();

    expect(await screen.findByText(contactMessages.sent)).toBeInTheDocument();
    expect(submitButton()).toHaveAccessibleName('Envoyer le message');
    expect(screen.getByLabelText('Nom complet')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Vous êtes')).toHaveValue('');
    expect(screen.getByLabelText('Sujet')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(fetchMock.mock.calls.map(([input]) => input)).toContain('/api/contact');
    expect(sentBodies(fetchMock, 'POST /api/contact')).toEqual([
      {
        name: 'Camille Martin',
        email: 'camille@example.fr',
        userType: 'company',
        subject: 'Recrutement',
        message: 'Bonjour, je cherche un community manager.',
      },
    ]);
  });

  it('shows the server’s message in a banner when sending fails, and keeps what was typed', async () => {
    const { user, fetchMock } = renderContact({
      status: 429,
      body: {
        error: {
          code: 'RATE_LIMITED',
          message: 'Trop de tentatives. Veuillez patienter.',
        },
      },
    });

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives. Veuillez patienter.');
    expect(screen.getByLabelText('Nom complet')).toHaveValue('Camille Martin');
    expect(screen.queryByText(contactMessages.sent)).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/contact')).toHaveLength(1);
  });

  it('puts the server’s field messages under their fields', async () => {
    const { user } = renderContact({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Certaines informations sont invalides.',
          fields: { email: 'Email invalide' },
        },
      },
    });

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Certaines informations sont invalides.');
    expect(screen.getByText('Email invalide')).toBeInTheDocument();
  });
});
