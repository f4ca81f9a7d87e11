import type { TExperienceLevel, TLanguage, TRateRange, TSkill } from '#contracts/catalog';
import { JOB_TYPE_LABELS } from '#contracts/missions-terms';
import { minRatingLabel, PUBLISHED_WITHIN_LABELS, REMOTE_LOCATION, WORK_MODE_LABELS } from '#contracts/search-terms';
import type { TFilterChip } from './components/active-filters.tsx';
import type { TSearchState } from './search-params.ts';

type Catalog = {
  skills: TSkill[] | undefined;
  rateRanges: TRateRange[] | undefined;
  experienceLevels: TExperienceLevel[] | undefined;
  languages?: TLanguage[] | undefined;
};

const wholeEuros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const euros = (amount: number) => wholeEuros.format(amount);

/** The criteria in force as removable chips, in the order of the filters (the tab's own only). */
export function filterChips(state: TSearchState, catalog: Catalog, change: (patch: Partial<TSearchState>) => void): TFilterChip[] {
  const chip = (key: string, label: string, patch: Partial<TSearchState>): TFilterChip => ({ key, label, onRemove: () => change(patch) });
  const q = state.q.trim();
  const chips: TFilterChip[] = [
    ...(q ? [chip('q', `Recherche : ${q}`, { q: '' })] : []),
    ...state.specialties.map((id) =>
      chip(`specialty-${id}`, catalog.skills?.find((skill) => skill.id === id)?.name ?? 'Spécialité', {
        specialties: state.specialties.filter((value) => value !== id),
      }),
    ),
    ...(state.industry ? [chip('industry', state.industry, { industry: undefined })] : []),
  ];
  if (state.location) {
    const label = state.location === REMOTE_LOCATION ? state.location : `${state.location} (${state.radius} km)`;
    chips.push(chip('location', label, { location: undefined, lat: undefined, lon: undefined }));
  }
  if (state.type === 'managers') {
    if (state.rate)
      chips.push(chip('rate', catalog.rateRanges?.find((range) => range.id === state.rate)?.name ?? 'Tarif horaire', { rate: undefined }));
    if (state.experience) {
      const level = catalog.experienceLevels?.find((entry) => entry.id === state.experience);
      chips.push(chip('experience', level?.name ?? 'Expérience', { experience: undefined }));
    }
    if (state.minRating !== undefined) chips.push(chip('minRating', `Note : ${minRatingLabel(state.minRating)}`, { minRating: undefined }));
    if (state.available) chips.push(chip('available', 'Disponible maintenant', { available: false }));
    for (const name of state.languages) {
      chips.push(chip(`language-${name}`, name, { languages: state.languages.filter((value) => value !== name) }));
    }
  } else {
    if (state.budgetMin !== undefined) chips.push(chip('budgetMin', `Budget min. : ${euros(state.budgetMin)}`, { budgetMin: undefined }));
    if (state.budgetMax !== undefined) chips.push(chip('budgetMax', `Budget max. : ${euros(state.budgetMax)}`, { budgetMax: undefined }));
    for (const type of state.contracts) {
      chips.push(chip(`contract-${type}`, JOB_TYPE_LABELS[type], { contracts: state.contracts.filter((value) => value !== type) }));
    }
    if (state.workMode) chips.push(chip('workMode', WORK_MODE_LABELS[state.workMode], { workMode: undefined }));
    if (state.published)
      chips.push(chip('published', `Publiée : ${PUBLISHED_WITHIN_LABELS[state.published].toLowerCase()}`, { published: undefined }));
  }
  return chips;
}
