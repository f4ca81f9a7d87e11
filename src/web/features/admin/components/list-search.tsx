import { useEffect, useId, useState } from 'react';
import { Search } from 'lucide-react';
import { ADMIN_SEARCH_MAX } from '#contracts/admin-terms';
import { Input } from '#web/components/ui/input.tsx';

const SEARCH_DELAY_MS = 300;

type Props = { value: string; onChange: (value: string) => void; label: string; placeholder?: string };

/** A list's search box: applies what was typed after a short pause (the URL keeps it). */
export function ListSearch({ value, onChange, label, placeholder = 'Rechercher...' }: Props) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const id = useId();
  // The URL changed from elsewhere (back button, a shared link): show its search.
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
      <Input
        id={id}
        type="search"
        className="pl-9"
        value={text}
        maxLength={ADMIN_SEARCH_MAX}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
