import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { BLOG_STATUS_FILTER_LABELS, BLOG_STATUS_FILTERS } from '#contracts/admin-blog-terms';
import { ADMIN_SEARCH_MAX } from '#contracts/admin-terms';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';

export type BlogFilterValues = { q: string; category: string; status: string };

/** The list's parameters in the URL, and their value when absent. */
export const BLOG_FILTER_DEFAULTS: BlogFilterValues = { q: '', category: '', status: 'all' };

/** Typing pauses this long before the list is searched. */
const SEARCH_DELAY_MS = 300;

type Props = {
  values: BlogFilterValues;
  /** The categories present in the articles. */
  categories: readonly string[];
  onChange: (changes: Partial<BlogFilterValues>) => void;
};

/** Search (title, excerpt), category (all + those present) and status (all, published, draft). */
export function BlogFilters({ values, categories, onChange }: Props) {
  const [text, setText] = useState(values.q);
  const [shownQ, setShownQ] = useState(values.q);
  // The URL's search changed (typing settled, back button, shared link): show it.
  if (values.q !== shownQ) {
    setShownQ(values.q);
    if (values.q !== text.trim()) setText(values.q);
  }
  useEffect(() => {
    if (text.trim() === values.q) return;
    const timer = setTimeout(() => onChange({ q: text.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, values.q, onChange]);

  // A category in the URL that no article uses any more still shows as chosen.
  const options = values.category && !categories.includes(values.category) ? [values.category, ...categories] : categories;

  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]">
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
        <Input
          type="search"
          aria-label="Rechercher un article"
          placeholder="Rechercher un article..."
          className="pl-9"
          maxLength={ADMIN_SEARCH_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <Select aria-label="Catégorie" value={values.category} onChange={(event) => onChange({ category: event.target.value })}>
        <option value="">Toutes les catégories</option>
        {options.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </Select>
      <Select aria-label="Statut" value={values.status} onChange={(event) => onChange({ status: event.target.value })}>
        {BLOG_STATUS_FILTERS.map((status) => (
          <option key={status} value={status}>
            {BLOG_STATUS_FILTER_LABELS[status]}
          </option>
        ))}
      </Select>
    </div>
  );
}
