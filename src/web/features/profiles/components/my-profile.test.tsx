import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TFirstStepsResponse } from '#contracts/first-steps';
import type { TCompanyProfileRequest, TManagerProfileRequest, TOwnProfileResponse } from '#contracts/own-profile';
import { ownProfileMessages } from '#contracts/own-profile-terms';
import { mockApi, sentBodies } from '#web/testing/mock-api.ts';
import { sectors, skills, uuid } from '#web/testing/public-fixtures.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { MyProfile } from './my-profile.tsx';

const languages = [
  { code: 'en', label: 'Anglais', nativeName: 'English' },
  { code: 'fr', label: 'Français', nativeName: 'Français' },
];

const manager: TManagerProfileRequest = {
  user_type: 'community_manager',
  full_name: 'Camille Martin',
  phone: '',
  location: 'Lyon',
  latitude: 45.74846,
  longitude: 4.84671,
  industry_sector_id: null,
  headline: 'Community manager',
  bio: '',
  hourly_rate_min: 40,
  hourly_rate_max: 60,
  experience_years: 4,
  availability: true,
  remote_ok: true,
  languages: ['Français'],
  social_links: { instagram: '', facebook: '', twitter: '', linkedin: '' },
  skills: [{ skill_id: skills[0]!.id, proficiency_level: 4 }],
};

const firstSteps: TFirstStepsResponse = {
  steps: [
    { key: 'photo', done: false },
    { key: 'headline', done: true },
    { key: 'rate', done: true },
    { key: 'portfolio', done: false },
  ],
  percent: 50,
  next: 'photo',
  dismissed: false,
};

function renderProfile(values: TManagerProfileRequest | TCompanyProfileRequest, save?: (body: unknown) => { status?: number; body?: unknown }) {
  const answer = (next: unknown): TOwnProfileResponse => ({
    id: uuid(1),
    email: 'camille@example.fr',
    avatarUrl: null,
    values: next as TOwnProfileResponse['values'],
  });
  const fetchMock = mockApi({
    'GET /api/me/profile': { body: answer(values) },
    'PATCH /api/me/profile': save ?? ((body) => ({ body: answer(body) })),
    'GET /api/me': { body: { user: null } },
    'GET /api/me/first-steps': { body: firstSteps },
    'GET /api/me/portfolio': { body: { items: [] } },
    // Typing in Localisation searches places once the debounce elapses (later on a loaded machine).
    'GET /api/geo/search': { body: { suggestions: [] } },
  });
  renderRoutes([{ path: '/', element: <MyProfile catalog={{ skills, sectors, languages }} /> }]);
  return { fetchMock, user: userEvent.setup() };
}

describe('Mon Profil', () => {
  it('shows how complete the profile is and the next step to take', async () => {
    renderProfile(manager);
    const meter = await screen.findByRole('progressbar', { name: 'Profil complété' });
    expect(meter).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Ajoutez une photo')).toBeInTheDocument();
    expect(screen.getByText(/Prochaine étape/)).toBeInTheDocument();
  });

  it('offers an availability nobody has to state: not stated, available or not', async () => {
    const { fetchMock, user } = renderProfile({ ...manager, availability: null });
    const availability = await screen.findByLabelText('Disponibilité');
    expect(availability).toHaveValue('');
    await user.selectOptions(availability, 'Disponible pour de nouvelles missions');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
    await expect.poll(() => sentBodies(fetchMock, 'PATCH /api/me/profile')).toHaveLength(1);
    expect(sentBodies(fetchMock, 'PATCH /api/me/profile')[0]).toMatchObject({ availability: true });
  });

  it('shows a skill without a stated level as such, and lets the member state one', async () => {
    const { fetchMock, user } = renderProfile({ ...manager, skills: [{ skill_id: skills[0]!.id, proficiency_level: null }] });
    const level = await screen.findByLabelText('Niveau en Instagram');
    expect(level).toHaveValue('');
    expect(within(level).getByRole('option', { selected: true })).toHaveTextContent('Niveau non précisé');
    expect(screen.queryByRole('meter', { name: 'Instagram' })).not.toBeInTheDocument();
    await user.selectOptions(level, '4');
    expect(screen.getByRole('meter', { name: 'Instagram' })).toHaveAttribute('aria-valuenow', '4');
    await user.selectOptions(level, 'Niveau non précisé');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
    await expect.poll(() => sentBodies(fetchMock, 'PATCH /api/me/profile')).toHaveLength(1);
    expect(sentBodies(fetchMock, 'PATCH /api/me/profile')[0]).toMatchObject({ skills: [{ skill_id: skills[0]!.id, proficiency_level: null }] });
  });

  it("edits a community manager's headline, rates, skills with levels and languages, and sends them", async () => {
    const { fetchMock, user } = renderProfile(manager);
    const headline = await screen.findByLabelText('Titre du profil');
    expect(screen.getByRole('link', { name: 'Voir mon profil public' })).toHaveAttribute('href', `/profile/${uuid(1)}`);
    await user.clear(headline);
    await user.type(headline, 'Experte Instagram pour les restaurants');
    await user.clear(screen.getByLabelText('Tarif horaire maximum (€)'));
    await user.type(screen.getByLabelText('Tarif horaire maximum (€)'), '75');
    // The existing skill's level, then a new one from the catalogue (it starts without a level).
    expect(screen.getByRole('meter', { name: 'Instagram' })).toHaveAttribute('aria-valuenow', '4');
    await user.selectOptions(screen.getByLabelText('Niveau en Instagram'), '5');
    expect(screen.getByRole('meter', { name: 'Instagram' })).toHaveAttribute('aria-valuenow', '5');
    await user.selectOptions(screen.getByLabelText('Ajouter une compétence'), 'TikTok');
    await user.click(screen.getByRole('checkbox', { name: 'Anglais' }));
    await user.type(screen.getByLabelText('LinkedIn'), 'https://www.linkedin.com/in/camille');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));

    await expect.poll(() => sentBodies(fetchMock, 'PATCH /api/me/profile')).toHaveLength(1);
    expect(sentBodies(fetchMock, 'PATCH /api/me/profile')[0]).toEqual({
      ...manager,
      headline: 'Experte Instagram pour les restaurants',
      hourly_rate_max: 75,
      skills: [
        { skill_id: skills[0]!.id, proficiency_level: 5 },
        { skill_id: skills[1]!.id, proficiency_level: null },
      ],
      languages: ['Français', 'Anglais'],
      social_links: { ...manager.social_links, linkedin: 'https://www.linkedin.com/in/camille' },
    });
  });

  it('shows the rules in French and sends nothing while they fail', async () => {
    const { fetchMock, user } = renderProfile(manager);
    await user.clear(await screen.findByLabelText('Tarif horaire minimum (€)'));
    await user.type(screen.getByLabelText('Tarif horaire minimum (€)'), '90');
    await user.type(screen.getByRole('textbox', { name: 'Instagram' }), 'http://instagram.com/camille');
    await user.clear(screen.getByRole('combobox', { name: 'Localisation' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
    expect(await screen.findByText(ownProfileMessages.rateOrder)).toBeInTheDocument();
    expect(screen.getByText(ownProfileMessages.socialLink)).toBeInTheDocument();
    expect(screen.getByText(ownProfileMessages.location)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PATCH /api/me/profile')).toEqual([]);
  });

  it("puts the server's message under its field", async () => {
    const { user } = renderProfile(manager, () => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: ownProfileMessages.locationNotChosen,
          fields: { location: ownProfileMessages.locationNotChosen },
        },
      },
    }));
    const place = await screen.findByRole('combobox', { name: 'Localisation' });
    await user.type(place, 'x');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
    expect(await screen.findByText(ownProfileMessages.locationNotChosen)).toBeInTheDocument();
  });

  it('shows a company its own sections, without the community manager ones', async () => {
    const company: TCompanyProfileRequest = {
      user_type: 'company',
      full_name: 'Claire Dubois',
      phone: '',
      location: 'Lyon',
      latitude: null,
      longitude: null,
      industry_sector_id: sectors[0]!.id,
      company_name: 'Maison Dubois',
      company_size: '11-50',
      website: '',
      description: '',
    };
    const { fetchMock, user } = renderProfile(company);
    const size = await screen.findByLabelText("Taille de l'entreprise");
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('500+ salariés');
    expect(screen.queryByLabelText('Titre du profil')).not.toBeInTheDocument();
    expect(screen.getByLabelText("Secteur d'activité")).toHaveValue(sectors[0]!.id);
    await user.type(screen.getByLabelText('Site web'), 'https://maison-dubois.fr');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
    await expect.poll(() => sentBodies(fetchMock, 'PATCH /api/me/profile')).toEqual([{ ...company, website: 'https://maison-dubois.fr' }]);
  });
});
