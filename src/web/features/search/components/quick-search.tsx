import { useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import type { TSector, TSkill } from '#contracts/catalog';
import type { TSearchType } from '#contracts/search-terms';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { useTypedBeforeHydration } from '#web/lib/use-typed-before-hydration.ts';
import { paths } from '#contracts/paths';
import { parseSearchParams, SEARCH_PARAM, toSearchParams } from '../search-params.ts';

type QuickSearchProps = {
  /** `undefined` while loading. */
  skills: TSkill[] | undefined;
  sectors: TSector[] | undefined;
  /** Called with the search page's address: `/search?type=…&specialty=…&industry=…`. */
  onSearch: (to: string) => void;
};

const typeOptions: Array<{ value: TSearchType; label: string }> = [
  { value: 'managers', label: 'Community Manager' },
  { value: 'jobs', label: 'Mission' },
];

/** The home page's search: what to look for, a speciality and an industry. */
export function QuickSearch({ skills, sectors, onSearch }: QuickSearchProps) {
  const baseId = useId();
  const [type, setType] = useState<TSearchType>('managers');
  const [specialty, setSpecialty] = useState('');
  const [industry, setIndustry] = useState('');
  // The home page is on screen before its scripts run: a choice made meanwhile is kept.
  const typeRef = useTypedBeforeHydration<HTMLSelectElement>(type, (typed) => setType(typed as TSearchType));
  const specialtyRef = useTypedBeforeHydration<HTMLSelectElement>(specialty, setSpecialty);
  const industryRef = useTypedBeforeHydration<HTMLSelectElement>(industry, setIndustry);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const params = toSearchParams({
      ...parseSearchParams(new URLSearchParams()),
      type,
      specialties: specialty ? [specialty] : [],
      industry: industry || undefined,
    });
    onSearch(`${paths.search}?${params}`);
  }

  return (
    // Before the page's code runs, the browser submits the same choices to the search page itself.
    <form
      role="search"
      aria-label="Recherche rapide"
      action={paths.search}
      method="get"
      onSubmit={onSubmit}
      className="grid gap-4 rounded-2xl bg-white p-4 text-left shadow-xl ring-1 ring-slate-200 sm:p-5 md:grid-cols-[1fr_1fr_1fr_auto] md:items-end"
    >
      <div>
        <Label htmlFor={`${baseId}-type`}>Je recherche</Label>
        <Select
          ref={typeRef}
          id={`${baseId}-type`}
          name={SEARCH_PARAM.type}
          className="mt-1.5"
          value={type}
          onChange={(event) => setType(event.target.value as TSearchType)}
        >
          {typeOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor={`${baseId}-specialty`}>Spécialité</Label>
        <Select
          ref={specialtyRef}
          id={`${baseId}-specialty`}
          name={SEARCH_PARAM.specialty}
          className="mt-1.5"
          value={specialty}
          onChange={(event) => setSpecialty(event.target.value)}
        >
          <option value="">{skills ? 'Toutes les spécialités' : 'Chargement…'}</option>
          {skills?.map((skill) => (
            <option key={skill.id} value={skill.id}>
              {skill.name}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor={`${baseId}-industry`}>Secteur d'activité</Label>
        <Select
          ref={industryRef}
          id={`${baseId}-industry`}
          name={SEARCH_PARAM.industry}
          className="mt-1.5"
          value={industry}
          onChange={(event) => setIndustry(event.target.value)}
        >
          <option value="">{sectors ? 'Tous les secteurs' : 'Chargement…'}</option>
          {sectors?.map((sector) => (
            <option key={sector.id} value={sector.name}>
              {sector.name}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" size="lg">
        <Search className="size-5" aria-hidden="true" />
        Rechercher
      </Button>
    </form>
  );
}
