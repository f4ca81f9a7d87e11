import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TMe } from '#contracts/accounts';
import type { TProfile } from '#contracts/profiles';
import { profileMessages } from '#contracts/profiles-terms';
import { mockApi, type MockReply } from '#web/testing/mock-api.ts';
import { clientProfile, managerProfile, uuid } from '#web/testing/public-fixtures.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import ProfileDetailRoute from './profile-detail.tsx';

const companyViewer: TMe = {
  id: uuid(9),
  email: 'paul@example.fr',
  fullName: 'Paul Petit',
  userType: 'company',
  isAdmin: false,
  twoFactorRequired: false,
  avatarUrl: null,
};

function renderProfile(reply: MockReply, { viewer = null, id = uuid(1) }: { viewer?: TMe | null; id?: string } = {}) {
  mockApi({
    'GET /api/me': { body: { user: viewer } },
    [`GET /api/profiles/${id}`]: reply,
    [`GET /api/messages/rights/${id}`]: { body: { canWrite: false, lock: 'contact_required' } },
    'GET /api/me/favourites/ids': { body: { managerIds: [], missionIds: [] } },
  });
  return renderRoutes(
    [
      { path: '/profile/:id', Component: ProfileDetailRoute },
      { path: '/search', element: <p>Recherche</p> },
    ],
    `/profile/${id}`,
  );
}

const found = (profile: TProfile): MockReply => ({ body: { profile } });

describe('profile page', () => {
  it("shows a community manager's public profile", async () => {
    renderProfile(found(managerProfile({ avatarUrl: null })));

    expect(await screen.findByRole('heading', { level: 1, name: 'Camille Martin' })).toBeInTheDocument();
    expect(screen.getByText('CM')).toBeInTheDocument();
    expect(screen.getByText('Community manager mode et beauté')).toBeInTheDocument();
    expect(screen.getByText('Disponible')).toBeInTheDocument();
    expect(screen.getByText('(1 avis)')).toBeInTheDocument();
    expect(screen.getByText('40 – 60 €/h')).toBeInTheDocument();
    expect(screen.getByText("5 ans d'expérience")).toBeInTheDocument();
    expect(screen.getByText('Français, Anglais')).toBeInTheDocument();
    expect(screen.getByText(/J’anime des communautés depuis 2018/)).toBeInTheDocument();

    const instagram = screen.getByRole('meter', { name: 'Instagram' });
    expect(instagram).toHaveAttribute('aria-valuenow', '5');
    expect(instagram.firstElementChild).toHaveStyle({ width: '100%' });
    expect(screen.getByRole('meter', { name: 'TikTok' }).firstElementChild).toHaveStyle({ width: '60%' });

    const linkedin = screen.getByRole('link', { name: /LinkedIn/ });
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/camille-martin');
    expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
    expect(linkedin).toHaveAttribute('target', '_blank');

    const review = screen.getByRole('article', { name: 'Avis de Julie Bernard' });
    expect(within(review).getByText('Un travail remarquable, très réactive.')).toBeInTheDocument();
    expect(within(review).getByRole('link', { name: 'Animation Instagram pour une boutique de mode' })).toBeInTheDocument();
    expect(within(review).getByText('10/02/2025')).toBeInTheDocument();
    expect(document.title).toContain('Camille Martin');
  });

  it("shows 'Nouveau' and no figure a new community manager did not enter", async () => {
    renderProfile(
      found(
        managerProfile({
          averageRating: null,
          reviewCount: 0,
          reviews: [],
          hourlyRateMin: null,
          hourlyRateMax: null,
          experienceYears: null,
          availability: null,
          remoteOk: false,
          skills: [{ id: uuid(101), name: 'TikTok', proficiencyLevel: null }],
        }),
      ),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Camille Martin' })).toBeInTheDocument();
    expect(screen.getByText('Nouveau')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Note/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/avis\)/)).not.toBeInTheDocument();
    expect(screen.queryByText('Tarif horaire')).not.toBeInTheDocument();
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
    expect(screen.queryByText('Expérience')).not.toBeInTheDocument();
    expect(screen.queryByText(/^(Disponible|Indisponible)$/)).not.toBeInTheDocument();
    expect(screen.queryByText('Ouvert au télétravail')).not.toBeInTheDocument();
    // A speciality ticked at registration: its name, no level nobody stated.
    expect(screen.getByText('TikTok')).toBeInTheDocument();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(screen.queryByText(/\/5/)).not.toBeInTheDocument();
  });

  it('shows the portfolio’s samples with their image, text and link', async () => {
    renderProfile(
      found(
        managerProfile({
          portfolio: [
            {
              id: uuid(70),
              title: 'Campagne de printemps',
              link: 'https://www.instagram.com/p/abc',
              description: '+40 % d’abonnés',
              imageUrl: '/uploads/portfolio/a.webp',
            },
          ],
        }),
      ),
    );

    const portfolio = (await screen.findByRole('heading', { name: 'Portfolio' })).parentElement!;
    expect(within(portfolio).getByRole('heading', { name: 'Campagne de printemps' })).toBeInTheDocument();
    expect(within(portfolio).getByText('+40 % d’abonnés')).toBeInTheDocument();
    expect(within(portfolio).getByRole('link', { name: /Voir la réalisation/ })).toHaveAttribute('href', 'https://www.instagram.com/p/abc');
    expect(portfolio.querySelector('img')).toHaveAttribute('src', '/uploads/portfolio/a.webp');
  });

  it('sends a visitor who wants to contact to the login page, coming back here', async () => {
    renderProfile(found(managerProfile()));

    expect(await screen.findByRole('link', { name: 'Contacter' })).toHaveAttribute(
      'href',
      `/auth/login?redirectTo=${encodeURIComponent(`/profile/${uuid(1)}`)}`,
    );
  });

  it("gives a signed-in member the transactions UI's contact button", async () => {
    renderProfile(found(managerProfile()), { viewer: companyViewer });

    expect(await screen.findByRole('heading', { level: 1, name: 'Camille Martin' })).toBeInTheDocument();
    expect(await screen.findByText(/Paiement unique de 3,00/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contacter' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Contacter' })).not.toBeInTheDocument();
    // A client may keep a community manager: the heart is there, from the member-only ids.
    expect(await screen.findByRole('button', { name: 'Ajouter aux favoris' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("shows a company's profile with its open missions", async () => {
    renderProfile(found(clientProfile()), { id: uuid(3) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Maison Lumière' })).toBeInTheDocument();
    expect(screen.getByText('Entreprise')).toBeInTheDocument();
    expect(screen.getByText('11-50 salariés')).toBeInTheDocument();
    expect(screen.getByText('Une marque de prêt-à-porter parisienne.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /maison-lumiere\.example\.fr/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Animation Instagram pour une boutique de mode' })).toHaveAttribute('href', `/jobs/${uuid(2)}`);
  });

  it("says 'Profil introuvable' for a profile that does not exist", async () => {
    renderProfile({ status: 404, body: { error: { code: 'NOT_FOUND', message: profileMessages.notFound } } });

    expect(await screen.findByRole('heading', { name: 'Profil introuvable' })).toBeInTheDocument();
    expect(screen.getByText("Ce profil n'existe pas ou a été supprimé.")).toBeInTheDocument();
    // The spec's one-line message is the block's text (what a text search of the page finds).
    expect(screen.getByRole('heading', { name: 'Profil introuvable' }).parentElement).toHaveTextContent(profileMessages.notFound);
    expect(screen.getByRole('link', { name: 'Retour à la recherche' })).toHaveAttribute('href', '/search');
  });
});
