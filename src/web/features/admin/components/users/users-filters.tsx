import { Download } from 'lucide-react';
import { ADMIN_USER_TYPE_FILTERS, adminUsersLabels, adminUserTypeFilterLabels } from '#contracts/admin-users-terms';
import { buttonStyles } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { ListSearch } from '../list-search.tsx';

export type UsersFilterValues = { q: string; type: string; start: string; end: string };

type Props = {
  values: UsersFilterValues;
  onChange: (changes: Partial<UsersFilterValues>) => void;
  /** The CSV export of what these filters match. */
  exportUrl: string;
};

/** Search (name, email), type, inscription days, and the CSV export of the filtered list. */
export function UsersFilters({ values, onChange, exportUrl }: Props) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-end">
      {/* Wide enough for its whole placeholder; the other filters wrap below when the row is short. */}
      <ListSearch
        label={adminUsersLabels.search}
        placeholder={adminUsersLabels.search}
        className="lg:min-w-80"
        value={values.q}
        onSearch={(q) => onChange({ q })}
      />
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
