import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { registrationMessages } from '#contracts/auth-messages';
import { mockApi, sentBodies, type MockReply } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import RegisterRoute from './register.tsx';
import VerifyEmailRoute from './verify-email.tsx';

const sectors = [
  { id: '6f1c7c59-5d0b-4d3e-9f41-2a7c1a1e0001', name: 'Mode', description: null, icon: null, isFeatured: false },
  { id: '6f1c7c59-5d0b-4d3e-9f41-2a7c1a1e0002', name: 'Tourisme', description: null, icon: null, isFeatured: true },
];
const socialMedia = { id: '7a2d8d6a-6e1c-4e4f-8a52-3b8d2b2f0001', name: 'Réseaux sociaux' };
const skills = [
  {
    id: '8b3e9e7b-7f2d-4f5a-9b63-4c9e3c3a0001',
    name: 'Instagram',
    description: null,
    isFeatured: true,
    category: socialMedia,
  },
  {
    id: '8b3e9e7b-7f2d-4f5a-9b63-4c9e3c3a0002',
    name: 'TikTok',
    description: null,
    isFeatured: false,
    category: socialMedia,
  },
  {
    id: '8b3e9e7b-7f2d-4f5a-9b63-4c9e3c3a0003',
    name: 'Rédaction',
    description: null,
    isFeatured: false,
    category: null,
  },
];

const lyon = {
  placeId: 'lyon',
  city: 'Lyon',
  state: 'Auvergne-Rhône-Alpes',
  country: 'France',
  countryCode: 'fr',
  latitude: 45.764,
  longitude: 4.8357,
  label: 'Lyon, Auvergne-Rhône-Alpes, France',
};

function renderRegister(search = '', register: MockReply | ((body: unknown) => MockReply) = { status: 201, body: { email: 'x' } }) {
  const fetchMock = mockApi({
    'GET /api/catalog/sectors': { body: { sectors } },
    'GET /api/catalog/skills': { body: { skills } },
    'POST /api/accounts/register': register,
    'GET /api/geo/search': { body: { suggestions: [lyon] } },
  });
  const view = renderRoutes(
    [
      { path: '/auth/register', Component: RegisterRoute },
      { path: '/auth/verify-email', Component: VerifyEmailRoute },
    ],
    `/auth/register${search}`,
  );
  return { ...view, fetchMock, user: userEvent.setup() };
}

async function fillCommonFields(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'Camille@Example.fr');
  await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse1');
  await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'motdepasse1');
  await user.type(screen.getByLabelText(/^Nom (complet|du contact)$/), 'Camille Martin');
  // The combobox's code loads with the form: typing into the plain field it replaces would lose
  // the keys typed after the swap.
  await user.type(await screen.findByRole('combobox', { name: 'Localisation' }), 'Lyon');
  await user.selectOptions(await screen.findByLabelText("Secteur d'activité"), 'Tourisme');
  await user.click(screen.getByRole('checkbox', { name: /J'accepte les conditions d'utilisation/ }));
}

describe('registration', () => {
  it('asks for the account type first, then shows the fields', async () => {
    const { user } = renderRegister();

    expect(screen.getByRole('heading', { name: 'Créez votre compte' })).toBeInTheDocument();
    expect(screen.getByText('Rejoignez la communauté')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Créer mon compte' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Particulier' }));

    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Nom complet')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Entrez une ville')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Rayon de recherche' })).toHaveValue('50');
    expect(screen.queryByLabelText("Nom de l'entreprise")).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Spécialités' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Déjà inscrit ? Connectez-vous' })).toHaveAttribute('href', '/auth/login');
  });

  it('asks a company for its name and calls the person the contact', async () => {
    const { user } = renderRegister();

    await user.click(screen.getByRole('radio', { name: 'Entreprise' }));

    expect(screen.getByLabelText("Nom de l'entreprise")).toBeInTheDocument();
    expect(screen.getByLabelText('Nom du contact')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nom complet')).not.toBeInTheDocument();
  });

  it('preselects the type given in the address', () => {
    renderRegister('?type=company');

    expect(screen.getByRole('radio', { name: 'Entreprise' })).toBeChecked();
    expect(screen.getByLabelText('Nom du contact')).toBeInTheDocument();
  });

  it("shows the spec's messages under the fields of an invalid form, and sends nothing", async () => {
    const { user, fetchMock } = renderRegister('?type=individual');

    await user.type(screen.getByLabelText('Email'), 'pas-un-email');
    await user.type(screen.getByLabelText('Téléphone'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    for (const message of [
      registrationMessages.email,
      registrationMessages.password,
      registrationMessages.fullName,
      registrationMessages.location,
      registrationMessages.phone,
      registrationMessages.industrySector,
      registrationMessages.acceptTerms,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(registrationMessages.email);
    expect(sentBodies(fetchMock, 'POST /api/accounts/register')).toEqual([]);
  });

  it('says when the passwords differ', async () => {
    const { user } = renderRegister('?type=individual');

    await fillCommonFields(user);
    await user.clear(screen.getByLabelText('Confirmer le mot de passe'));
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'autrechose');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByText(registrationMessages.confirmPassword)).toBeInTheDocument();
  });

  it('lets a community manager pick specialties, grouped by category, and sends them', async () => {
    const { user, fetchMock } = renderRegister('', { status: 201, body: { email: 'camille@example.fr' } });

    await user.click(screen.getByRole('radio', { name: 'Community Manager' }));
    const specialties = screen.getByRole('group', { name: 'Spécialités' });
    expect(within(specialties).getByRole('group', { name: 'Réseaux sociaux' })).toBeInTheDocument();
    expect(within(specialties).getByRole('group', { name: 'Non catégorisé' })).toBeInTheDocument();

    await fillCommonFields(user);
    await user.click(within(specialties).getByRole('checkbox', { name: 'TikTok' }));
    await user.click(within(specialties).getByRole('checkbox', { name: 'Rédaction' }));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByRole('heading', { name: 'Vérifiez votre email' })).toBeInTheDocument();
    expect(screen.getByText('camille@example.fr')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/accounts/register')).toEqual([
      expect.objectContaining({
        userType: 'community_manager',
        email: 'camille@example.fr',
        fullName: 'Camille Martin',
        location: 'Lyon',
        searchRadiusKm: 50,
        industrySector: 'Tourisme',
        specialties: [skills[1]?.id, skills[2]?.id],
        acceptTerms: true,
      }),
    ]);
  });

  it('sends the coordinates of the place chosen with the keyboard', async () => {
    const { user, fetchMock } = renderRegister('?type=individual', { status: 201, body: { email: 'x' } });

    await fillCommonFields(user);
    const location = screen.getByRole('combobox', { name: 'Localisation' });
    await user.clear(location);
    await user.type(location, 'Ly');
    expect(await screen.findByRole('option', { name: 'Lyon, Auvergne-Rhône-Alpes, France' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(location).toHaveValue('Lyon');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByRole('heading', { name: 'Vérifiez votre email' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/accounts/register')).toEqual([
      expect.objectContaining({ location: 'Lyon', latitude: 45.764, longitude: 4.8357 }),
    ]);
  });

  it("puts the server's field messages under their fields", async () => {
    const { user } = renderRegister('?type=individual', {
      status: 400,
      body: { error: { code: 'VALIDATION_ERROR', message: 'Email invalide', fields: { email: 'Email invalide' } } },
    });

    await fillCommonFields(user);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByText('Email invalide')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email invalide');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows other server errors in a red banner', async () => {
    const STEP_FAILED = "Erreur lors de la création du compte: l'enregistrement a échoué, veuillez réessayer.";
    const { user } = renderRegister('?type=company', {
      status: 500,
      body: { error: { code: 'INTERNAL_ERROR', message: STEP_FAILED } },
    });

    await fillCommonFields(user);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(STEP_FAILED);
  });
});
