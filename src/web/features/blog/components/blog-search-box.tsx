import { useEffect, useId, useState, type FormEvent } from 'react';
import { Search, X } from 'lucide-react';
import { BLOG_QUERY_MAX_LENGTH } from '#contracts/blog-terms';
import { controlStyles } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/cn.ts';
import { paths } from '#contracts/paths';
import { useTypedBeforeHydration } from '#web/lib/use-typed-before-hydration.ts';

export const SEARCH_DEBOUNCE_MS = 300;

type BlogSearchBoxProps = {
  /** The search in the URL. */
  value: string;
  /** Called once typing pauses, or at once on Enter. */
  onSearch: (value: string, options?: { replace?: boolean }) => void;
};

/** Search on title or excerpt; the URL follows the text once typing pauses. */
export function BlogSearchBox({ value, onSearch }: BlogSearchBoxProps) {
  const inputId = useId();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const inputRef = useTypedBeforeHydration<HTMLInputElement>(text, setText);

  // The URL changed from elsewhere (Back, a link): show its search.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() !== value) onSearch(text);
  }

  return (
    // Before the page's code runs, the browser submits the search to the blog page itself.
    <form role="search" action={paths.blog} method="get" onSubmit={submit} className="relative w-full">
      <label htmlFor={inputId} className="sr-only">
        Rechercher un article
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
      <input
        ref={inputRef}
        id={inputId}
        name="q"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Rechercher un article..."
        autoComplete="off"
        maxLength={BLOG_QUERY_MAX_LENGTH}
        className={cn(controlStyles, 'py-2.5 pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden')}
      />
      {text && (
        <button
          type="button"
          onClick={() => {
            setText('');
            onSearch('');
          }}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded-md p-1 text-slate-500 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
          aria-label="Effacer la recherche"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </form>
  );
}
