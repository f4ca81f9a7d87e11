import { BLOG_STATUS_FILTER_LABELS, BLOG_STATUS_FILTERS } from '#contracts/admin-blog-terms';
import { FilterSelect, ListFilters } from '../list-filters.tsx';
import { ListSearch } from '../list-search.tsx';

export type BlogFilterValues = { q: string; category: string; status: string };

/** The list's parameters in the URL, and their value when absent. */
export const BLOG_FILTER_DEFAULTS: BlogFilterValues = { q: '', category: '', status: 'all' };

const statusOptions = BLOG_STATUS_FILTERS.map((status) => ({ value: status, label: BLOG_STATUS_FILTER_LABELS[status] }));

type Props = {
  values: BlogFilterValues;
  /** The categories present in the articles. */
  categories: readonly string[];
  onChange: (changes: Partial<BlogFilterValues>) => void;
};

/** Search (title, excerpt), category (all + those present) and status (all, published, draft). */
export function BlogFilters({ values, categories, onChange }: Props) {
  // A category in the URL that no article uses any more still shows as chosen.
  const present = values.category && !categories.includes(values.category) ? [values.category, ...categories] : categories;
  const categoryOptions = [{ value: '', label: 'Toutes les catégories' }, ...present.map((category) => ({ value: category, label: category }))];

  return (
    <ListFilters>
      <ListSearch label="Rechercher un article" placeholder="Rechercher un article..." value={values.q} onSearch={(q) => onChange({ q })} />
      <FilterSelect label="Catégorie" value={values.category} options={categoryOptions} onChange={(category) => onChange({ category })} />
      <FilterSelect label="Statut" value={values.status} options={statusOptions} onChange={(status) => onChange({ status })} />
    </ListFilters>
  );
}
