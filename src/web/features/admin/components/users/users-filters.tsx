import { useEffect, useState } from 'react';
import { Download, Search } from 'lucide-react';
import { ADMIN_SEARCH_MAX } from '#contracts/admin-terms';
import { ADMIN_USER_TYPE_FILTERS, adminUsersLabels, adminUserTypeFilterLabels } from '#contracts/admin-users-terms';
import { buttonStyles } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';

export type UsersFilterValues = { q: string; type: string; start: string; end: string };

/** How long typing pauses before the search text goes to the URL (and the server). */
export const SEARCH_DEBOUNCE_MS = 300;

type Props = {
  values: UsersFilterValues;
  onChange: (changes: Partial<UsersFilterValues>) => void;
  /** The CSV export of what these filters match. */
  exportUrl: string;
};

/** Search (name, email), type, inscription days, and the CSV export of the filtered list. */
export function UsersFilters({ values, onChange, exportUrl }: Props) {
  const [text, setText] = useState(values.q);
  // The URL wins when it changes from elsewhere (back button, a shared link).
  const [urlText, setUrlText] = useState(values.q);
  if (urlText !== values.q) {
    setUrlText(values.q);
    if (text.trim() !== values.q) setText(values.q);
  }
  useEffect(() => {
    if (text.trim() === values.q) return undefined;
    const timer = setTimeout(() => onChange({ q: text.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, values.q, onChange]);

  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end">
      <div className="flex-1">
        <Label htmlFor="users-search" className="sr-only">
          {adminUsersLabels.search}
        </Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-400" aria-hidden="true" />
          <Input
            id="users-search"
            type="search"
            className="pl-9"
            placeholder={adminUsersLabels.search}
            maxLength={ADMIN_SEARCH_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>
      <div>
        <Label htmlFor="users-type">{adminUsersLabels.type}</Label>
        <Select id="users-type" value={values.type} onChange={(event) => onChange({ type: event.target.value })}>
          {ADMIN_USER_TYPE_FILTERS.map((type) => (
            <option key={type} value={type}>
              {adminUserTypeFilterLabels[type]}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="users-start">{adminUsersLabels.start}</Label>
        <Input
          id="users-start"
          type="date"
          value={values.start}
          max={values.end || undefined}
          onChange={(event) => onChange({ start: event.target.value })}
        />
      </div>
      <div>
        <Label htmlFor="users-end">{adminUsersLabels.end}</Label>
        <Input
          id="users-end"
          type="date"
          value={values.end}
          min={values.start || undefined}
          onChange={(event) => onChange({ end: event.target.value })}
        />
      </div>
      <a href={exportUrl} download className={buttonStyles({ variant: 'secondary' })}>
        <Download className="size-4" aria-hidden="true" />
        {adminUsersLabels.export}
      </a>
    </div>
  );
}
