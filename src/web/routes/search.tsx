import { useId, useRef, useState, type ReactNode } from 'react';
import { SlidersHorizontal, Search as SearchIcon, SearchX } from 'lucide-react';
import { errorMessages } from '#contracts/errors-terms';
import { paths } from '#contracts/paths';
import { rankingMessages } from '#contracts/search-ranking-terms';
import {
  MANAGER_SORT_LABELS,
  MANAGER_SORTS,
  MISSION_SORT_LABELS,
  MISSION_SORTS,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_TYPE_LABELS,
  SEARCH_TYPES,
  searchMessages,
  type TSearchType,
} from '#contracts/search-terms';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { experienceLevelsQueryOptions, useExperienceLevels } from '#web/features/catalog/api/get-experience-levels.ts';
import { languagesQueryOptions, useLanguages } from '#web/features/catalog/api/get-languages.ts';
import { rateRangesQueryOptions, useRateRanges } from '#web/features/catalog/api/get-rate-ranges.ts';
import { FavouriteButton } from '#web/features/favourites/components/favourite-button.tsx';
import { sectorsQueryOptions, useSectors } from '#web/features/catalog/api/get-sectors.ts';
import { skillsQueryOptions, useSkills } from '#web/features/catalog/api/get-skills.ts';
import { searchMissionsQueryOptions, useSearchMissions } from '#web/features/search/api/search-missions.ts';
import { searchManagersQueryOptions, useSearchManagers } from '#web/features/search/api/search-managers.ts';
import { ActiveFilters, RESET_LABEL } from '#web/features/search/components/active-filters.tsx';
import { MissionCard } from '#web/features/search/components/mission-card.tsx';
import { ManagerCard } from '#web/features/search/components/manager-card.tsx';
import { RankingExplanation } from '#web/features/search/components/ranking-explanation.tsx';
import { ResultsSkeleton } from '#web/features/search/components/results-skeleton.tsx';
import { SaveSearchButton } from '#web/features/saved-searches/components/save-search-button.tsx';
import { SearchFilters } from '#web/features/search/components/search-filters.tsx';
import { SearchPagination } from '#web/features/search/components/search-pagination.tsx';
import { useSearchState } from '#web/features/search/hooks/use-search-state.ts';
import { filterChips } from '#web/features/search/filter-chips.ts';
import { resultCount } from '#web/features/search/result-count.ts';
import { hasCriteria, parseSearchParams, toSearchFilters } from '#web/features/search/search-params.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { usePageMeta } from '#web/lib/document-title.ts';
import { useTypedBeforeHydration } from '#web/lib/use-typed-before-hydration.ts';
import type { PageQueries } from '#web/page-queries.ts';

const SEARCH_INPUT_LABEL = 'Rechercher';

const meta: Record<TSearchType, { title: string; description: string; placeholder: string }> = {
  managers: {
    title: 'Rechercher un community manager',
    description: 'Trouvez un community manager freelance par compétence, secteur d’activité et localisation : profils, tarifs, avis clients.',
    placeholder: 'Nom, compétence, réseau social…',
  },
  jobs: {
    title: 'Rechercher une mission',
    description: 'Parcourez les missions de community management ouvertes : réseaux sociaux, stratégie de contenu, télétravail ou sur site.',
    placeholder: 'Titre ou description de mission…',
  },
};

/** The tab's first results (the address's text, filters and page) and the filters' choices. */
export const pageQueries: PageQueries = (queryClient, { searchParams }) => {
  const state = parseSearchParams(searchParams);
  const filters = toSearchFilters(state);
  return [
    state.type === 'managers'
      ? queryClient.prefetchQuery(searchManagersQueryOptions(filters))
      : queryClient.prefetchQuery(searchMissionsQueryOptions(filters)),
    queryClient.prefetchQuery(skillsQueryOptions()),
    queryClient.prefetchQuery(sectorsQueryOptions()),
    ...(state.type === 'managers'
      ? [
          queryClient.prefetchQuery(rateRangesQueryOptions()),
          queryClient.prefetchQuery(experienceLevelsQueryOptions()),
          queryClient.prefetchQuery(languagesQueryOptions()),
        ]
      : []),
  ];
};

/** What the results column says when it has nothing to list, and the way out. */
function EmptyResults({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <SearchX className="size-10 text-slate-400" aria-hidden="true" />
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {hint && <p className="max-w-md text-sm text-slate-600">{hint}</p>}
      {children}
    </Card>
  );
}

export default function SearchRoute() {
  const { state, text, setText, change, reset } = useSearchState();
  const { data: skills } = useSkills();
  const { data: sectors } = useSectors();
  // The community managers' filters; the missions tab neither shows nor server-renders them.
  const managersTab = { enabled: state.type === 'managers' };
  const { data: rateRanges } = useRateRanges(managersTab);
  const { data: experienceLevels } = useExperienceLevels(managersTab);
  const { data: languages } = useLanguages(managersTab);
  const filters = toSearchFilters(state);
  const managers = useSearchManagers(filters, { enabled: state.type === 'managers' });
  const missions = useSearchMissions(filters, { enabled: state.type === 'jobs' });
  const results = state.type === 'managers' ? managers : missions;
  const baseId = useId();
  const inputId = `${baseId}-q`;
  const inputRef = useTypedBeforeHydration<HTMLInputElement>(text, setText);
  const resultsRef = useRef<HTMLElement>(null);
  // Below the two-column width the filters fold away behind a button, so a phone shows results first.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = `${baseId}-filters`;
  const chips = filterChips(state, { skills, rateRanges, experienceLevels }, change);
  const activeFilterCount = chips.filter((chip) => chip.key !== 'q').length;
  usePageMeta({ title: meta[state.type].title, description: meta[state.type].description });
  const sortId = `${baseId}-sort`;
  const sorts =
    state.type === 'managers'
      ? MANAGER_SORTS.map((sort) => ({ value: sort, label: MANAGER_SORT_LABELS[sort] }))
      : MISSION_SORTS.map((sort) => ({ value: sort, label: MISSION_SORT_LABELS[sort] }));
  /** The order the results are in, for their 'Pourquoi ce résultat ?'. */
  const rankingOrder = {
    sortLabel: sorts.find((sort) => sort.value === state.sort)?.label ?? '',
    relevance: state.sort === 'relevance',
    hasText: state.q.trim() !== '',
  };

  /** The tab lives in the address; choosing the one already shown keeps the page and the filters. */
  function selectTab(id: string) {
    const type = SEARCH_TYPES.find((value) => value === id);
    // The other tab has its own orders: it starts with relevance.
    if (type && type !== state.type) change({ type, sort: 'relevance' });
  }

  const scrollToResults = () => resultsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });

  function showResults() {
    setFiltersOpen(false);
    scrollToResults();
  }

  function goToPage(page: number) {
    change({ page });
    scrollToResults();
  }

  const data = results.data;

  const panel = (
    <div className="space-y-6">
      {/* The keyword field first: after the tabs it is the next tab stop, before the filters. */}
      <div role="search" className="relative">
        <label htmlFor={inputId} className="sr-only">
          {SEARCH_INPUT_LABEL}
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" aria-hidden="true" />
        <Input
          ref={inputRef}
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={meta[state.type].placeholder}
          className="py-3 pl-10 text-base"
          autoComplete="off"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
        />
      </div>
      <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <Button
          variant="secondary"
          className="justify-self-start lg:hidden"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {activeFilterCount > 0 ? `Filtres (${activeFilterCount})` : 'Filtres'}
        </Button>
        <aside
          id={filtersId}
          aria-label="Filtres"
          className={cn(!filtersOpen && 'hidden', 'lg:sticky lg:top-24 lg:block lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto')}
        >
          <Card className="p-5">
            <h2 className="mb-4 text-base font-semibold text-slate-900">Filtres</h2>
            <SearchFilters
              state={state}
              skills={skills}
              sectors={sectors}
              rateRanges={rateRanges}
              experienceLevels={experienceLevels}
              languages={languages}
              onChange={change}
            />
            {/* On a phone the results are below the open panel: the way back to them. */}
            <Button fullWidth className="mt-6 lg:hidden" onClick={showResults}>
              Voir les résultats
            </Button>
          </Card>
        </aside>

        <section ref={resultsRef} aria-labelledby={`${baseId}-results`} className="min-w-0 scroll-mt-24 space-y-5">
          <ActiveFilters chips={chips} onReset={reset} />
          <SaveSearchButton type={state.type} />

          <h2 id={`${baseId}-results`} className="sr-only">
            Résultats
          </h2>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm font-medium text-slate-700">
              {data ? resultCount(state.type, data) : results.isPending && !results.isError ? 'Recherche en cours…' : ''}
            </p>
            <div className="flex items-center gap-2">
              <label htmlFor={sortId} className="text-sm whitespace-nowrap text-slate-700">
                Trier par
              </label>
              <Select
                id={sortId}
                className="w-auto"
                value={state.sort}
                onChange={(event) => change({ sort: sorts.find((sort) => sort.value === event.target.value)?.value ?? 'relevance' })}
              >
                {sorts.map((sort) => (
                  <option key={sort.value} value={sort.value}>
                    {sort.label}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          <p className="text-sm">
            <TextLink to={paths.ranking}>{rankingMessages.pageLink}</TextLink>
          </p>

          {results.isError && !data ? (
            <Alert tone="error">{errorMessageOf(results.error, errorMessages.internal)}</Alert>
          ) : !data ? (
            <ResultsSkeleton />
          ) : data.items.length === 0 ? (
            state.page > 1 && data.total > 0 ? (
              // An address past the last page (an old link, a result list that has shrunk).
              <EmptyResults title="Cette page de résultats n’existe pas.">
                <Button variant="secondary" onClick={() => goToPage(1)}>
                  Voir la première page
                </Button>
              </EmptyResults>
            ) : (
              <EmptyResults title={searchMessages.empty} hint="Essayez d’autres mots-clés ou retirez certains filtres pour élargir votre recherche.">
                {hasCriteria(state) && (
                  <Button variant="secondary" onClick={reset}>
                    {RESET_LABEL}
                  </Button>
                )}
              </EmptyResults>
            )
          ) : (
            <div
              aria-busy={results.isPlaceholderData || undefined}
              className={cn('space-y-6 transition-opacity', results.isPlaceholderData && 'opacity-60')}
            >
              <ul className="grid gap-4 md:grid-cols-2">
                {state.type === 'managers'
                  ? managers.data?.items.map((manager) => (
                      <li key={manager.id}>
                        <ManagerCard
                          manager={manager}
                          action={<FavouriteButton kind="managers" targetId={manager.id} />}
                          explanation={<RankingExplanation type="managers" ranking={manager.ranking} order={rankingOrder} />}
                        />
                      </li>
                    ))
                  : missions.data?.items.map((mission) => (
                      <li key={mission.id}>
                        <MissionCard
                          mission={mission}
                          action={<FavouriteButton kind="missions" targetId={mission.id} />}
                          explanation={<RankingExplanation type="jobs" ranking={mission.ranking} order={rankingOrder} />}
                        />
                      </li>
                    ))}
              </ul>
              <SearchPagination
                page={state.page}
                pageSize={data.pageSize || SEARCH_PAGE_SIZE}
                total={data.total}
                totalIsLowerBound={data.totalIsLowerBound}
                itemCount={data.items.length}
                onPage={goToPage}
              />
            </div>
          )}
        </section>
      </div>
    </div>
  );

  return (
    <div className="space-y-6">
      <PageTitle title="Rechercher" description="Trouvez le community manager idéal ou la mission qui vous correspond." />

      <Tabs
        label="Type de recherche"
        tabs={SEARCH_TYPES.map((type) => ({ id: type, label: SEARCH_TYPE_LABELS[type], content: panel }))}
        selectedId={state.type}
        onSelect={selectTab}
      />
    </div>
  );
}
