import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TSkill } from '#contracts/catalog';
import type { TJobData } from '#contracts/missions';
import { jobMessages } from '#contracts/missions-messages';
import { ApiError } from '#web/lib/api-client.ts';
import { mockApi } from '#web/testing/mock-api.ts';
import { MissionForm } from './mission-form.tsx';

const skills: TSkill[] = [
  {
    id: '5a000000-0000-4000-8000-000000000001',
    name: 'Instagram',
    description: null,
    isFeatured: true,
    category: { id: '5b000000-0000-4000-8000-000000000001', name: 'Réseaux sociaux' },
  },
  {
    id: '5a000000-0000-4000-8000-000000000002',
    name: 'TikTok',
    description: null,
    isFeatured: false,
    category: { id: '5b000000-0000-4000-8000-000000000001', name: 'Réseaux sociaux' },
  },
];
const lyon = {
  placeId: 'lyon',
  city: 'Lyon',
  state: 'Auvergne-Rhône-Alpes',
  country: 'France',
  countryCode: 'fr',
  latitude: 45.74846,
  longitude: 4.84671,
  label: 'Lyon, Auvergne-Rhône-Alpes, France',
};

function renderForm(onSubmit = vi.fn<(data: TJobData) => Promise<unknown>>(async () => undefined)) {
  mockApi({ 'GET /api/geo/search': { body: { suggestions: [lyon] } } });
  const { container } = render(<MissionForm skills={skills} canChooseStatus onSubmit={onSubmit} />);
  return { container, onSubmit, user: userEvent.setup() };
}

const field = (container: HTMLElement, name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Titre de la mission/), 'Animer notre compte Instagram');
  await user.type(screen.getByLabelText(/Description/), 'Trois publications par semaine pour notre boulangerie.');
}

describe('mission form', () => {
  it("names its controls after the spec's job fields", async () => {
    const { container, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Ajouter une exigence' }));
    for (const name of [
      'title',
      'description',
      'location',
      'job_type',
      'duration',
      'budget_min',
      'budget_max',
      'requirements',
      'skills',
      'is_remote',
      'status',
    ]) {
      expect(field(container, name), name).not.toBeNull();
    }
    expect([...container.querySelectorAll<HTMLOptionElement>('[name="job_type"] option')].map((o) => o.text)).toEqual([
      'Freelance',
      'CDI',
      'Temps partiel',
      'Contrat',
    ]);
  });

  it('shows the French rules and sends nothing while they fail', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/Titre de la mission/), 'Anim');
    await user.type(screen.getByLabelText(/Description/), 'Trop court.');
    await user.type(screen.getByLabelText(/Budget minimum/), '900');
    await user.type(screen.getByLabelText(/Budget maximum/), '500');
    await user.click(screen.getByRole('button', { name: 'Publier la mission' }));
    expect(await screen.findByText(jobMessages.title)).toBeInTheDocument();
    expect(screen.getByText(/^La description doit contenir entre 30 et 5.000 caractères\.$/)).toBeInTheDocument();
    expect(screen.getByText(jobMessages.budgetOrder)).toBeInTheDocument();
    expect(screen.getByText(jobMessages.location)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the place rule together with a budget error (all the rules at once)', async () => {
    const { user, onSubmit } = renderForm();
    await fillValid(user);
    await user.type(screen.getByRole('combobox', { name: 'Localisation' }), 'Lyonville inventée');
    await user.type(screen.getByLabelText(/Budget minimum/), '12.5');
    await user.click(screen.getByRole('button', { name: 'Publier la mission' }));
    expect(await screen.findByText(jobMessages.budgetInteger)).toBeInTheDocument();
    expect(screen.getByText(jobMessages.location)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a decimal budget and an empty requirement line', async () => {
    const { user, onSubmit } = renderForm();
    await fillValid(user);
    await user.click(screen.getByLabelText(/Télétravail possible/));
    await user.type(screen.getByLabelText(/Budget minimum/), '12.5');
    await user.click(screen.getByRole('button', { name: 'Ajouter une exigence' }));
    await user.click(screen.getByRole('button', { name: 'Publier la mission' }));
    expect(await screen.findByText(jobMessages.budgetInteger)).toBeInTheDocument();
    expect(screen.getByText(jobMessages.requirementEmpty)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a place chosen from the suggestions with its coordinates, requirement lines, skills and the draft choice', async () => {
    const { user, onSubmit } = renderForm();
    await fillValid(user);
    await user.type(screen.getByRole('combobox', { name: 'Localisation' }), 'Ly');
    await user.click(await screen.findByRole('option', { name: /Lyon/ }));
    await user.click(screen.getByRole('button', { name: 'Ajouter une exigence' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter une exigence' }));
    await user.type(screen.getByLabelText('Exigence 1'), 'Portfolio');
    await user.type(screen.getByLabelText('Exigence 2'), 'À supprimer');
    await user.click(screen.getByRole('button', { name: "Supprimer l'exigence 2" }));
    await user.click(within(screen.getByRole('group', { name: /Compétences requises/ })).getByLabelText('TikTok'));
    await user.type(screen.getByLabelText(/Budget minimum/), '500');
    await user.click(screen.getByLabelText('Enregistrer comme brouillon'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      title: 'Animer notre compte Instagram',
      description: 'Trois publications par semaine pour notre boulangerie.',
      job_type: 'freelance',
      location: 'Lyon',
      latitude: 45.74846,
      longitude: 4.84671,
      is_remote: false,
      duration: '',
      budget_min: 500,
      budget_max: null,
      requirements: ['Portfolio'],
      skills: [skills[1]!.id],
      status: 'draft',
      networks: [],
      volumes: { posts: null, stories: null, short_videos: null, moderation_hours: null },
      ads_managed: null,
      ads_budget: null,
      start_date: null,
    });
  });

  it('sends the brief: networks, monthly volumes, managed ads with their budget, the start date', async () => {
    const { user, onSubmit } = renderForm();
    await fillValid(user);
    await user.click(screen.getByLabelText(/Télétravail possible/));
    const networks = within(screen.getByRole('group', { name: 'Réseaux concernés' }));
    await user.click(networks.getByLabelText('Instagram'));
    await user.click(networks.getByLabelText('LinkedIn'));
    await user.type(screen.getByLabelText('Publications par mois'), '12');
    await user.type(screen.getByLabelText('Heures de modération par mois'), '5');
    expect(screen.queryByLabelText('Budget publicitaire mensuel (€)')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Publicité (ads) gérée par le community manager'), 'Oui');
    await user.type(screen.getByLabelText('Budget publicitaire mensuel (€)'), '600');
    fireEvent.change(screen.getByLabelText('Date de démarrage souhaitée'), { target: { value: '2027-01-04' } });
    await user.click(screen.getByRole('button', { name: 'Publier la mission' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      networks: ['instagram', 'linkedin'],
      volumes: { posts: 12, stories: null, short_videos: null, moderation_hours: 5 },
      ads_managed: true,
      ads_budget: 600,
      start_date: '2027-01-04',
    });
  });

  it('forgets the coordinates once the place is typed over', async () => {
    const { user, onSubmit } = renderForm();
    let searches = 0;
    const lyonSeventh = { ...lyon, placeId: 'lyon-7', city: 'Lyon 7e Arrondissement', label: 'Lyon 7e Arrondissement, France' };
    mockApi({ 'GET /api/geo/search': () => ({ body: { suggestions: searches++ === 0 ? [lyon] : [lyonSeventh] } }) });
    await fillValid(user);
    const location = screen.getByRole('combobox', { name: 'Localisation' });
    await user.type(location, 'Ly');
    await user.click(await screen.findByRole('option', { name: /Auvergne/ }));
    await user.type(location, 'x');
    // The suggestions for the new text hide the rest of the form until the list closes.
    expect(await screen.findByRole('option', { name: /Lyon 7e/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Publier la mission' }));
    expect(await screen.findByText(jobMessages.location)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's messages under their fields", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, 'VALIDATION_ERROR', jobMessages.locationNotFound, { location: jobMessages.locationNotFound });
    });
    const { user } = renderForm(onSubmit);
    await fillValid(user);
    await user.click(screen.getByLabelText(/Télétravail possible/));
    await user.click(screen.getByRole('button', { name: 'Publier la mission' }));
    expect(await screen.findByText(jobMessages.locationNotFound)).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
