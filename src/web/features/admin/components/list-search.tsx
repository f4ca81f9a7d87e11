import { useEffect, useId, useState } from 'react';
import { Search } from 'lucide-react';
import { ADMIN_SEARCH_MAX } from '#contracts/admin-terms';
import { Input } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/cn.ts';

/** Typing pauses this long before the list is searched. */
export const SEARCH_DELAY_MS = 300;

type Props = {
  /** The accessible name of the box (read by screen readers; the placeholder shows). */
  label: string;
  placeholder?: string;
  /** Classes of the box's wrapper (a width that shows the whole placeholder). */
  className?: string;
  /** The search in the URL. */
  value: string;
  /** Called with the trimmed text once typing pauses. */
  onSearch: (text: string) => void;
};

/** A back-office list's search box: searches once typing pauses (trimmed), and follows the URL (back, shared links). */
export function ListSearch({ label, placeholder = 'Rechercher...', className, value, onSearch }: Props) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed elsewhere (back button, a link): show its search.
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === value) return;
    const timer = setTimeout(() => onSearch(wanted), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className={cn('relative min-w-0 flex-1', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
      <Input
        id={id}
        type="search"
        className="pl-9"
        placeholder={placeholder}
        value={text}
        maxLength={ADMIN_SEARCH_MAX}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
