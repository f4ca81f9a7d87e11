import { Building2, Megaphone, User, type LucideIcon } from 'lucide-react';
import { USER_TYPES, type TUserType } from '#contracts/accounts-terms';
import type { TAdminUserCounts } from '#contracts/admin-users';
import { adminUserTypeCountLabels } from '#contracts/admin-users-terms';
import { Card } from '#web/components/ui/card.tsx';
import { formatCount } from '#web/lib/format.ts';

const icons: Record<TUserType, LucideIcon> = { community_manager: Megaphone, company: Building2, individual: User };

/** The header cards: accounts per type (deleted accounts left out), whatever the filters. */
export function UserTypeCounts({ counts }: { counts: TAdminUserCounts }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {USER_TYPES.map((type) => {
        const Icon = icons[type];
        return (
          <Card key={type} className="flex items-center gap-4 p-5">
            <span className="flex size-12 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <div>
              <dt className="text-sm font-medium text-slate-500">{adminUserTypeCountLabels[type]}</dt>
              <dd className="text-2xl font-bold text-slate-900">{formatCount(counts[type])}</dd>
            </div>
          </Card>
        );
      })}
    </dl>
  );
}
