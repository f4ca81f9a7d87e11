import { Building2, Megaphone, User, type LucideIcon } from 'lucide-react';
import { USER_TYPES, type TUserType } from '#contracts/accounts-terms';
import type { TAdminUserCounts } from '#contracts/admin-users';
import { adminUserTypeCountLabels } from '#contracts/admin-users-terms';
import { StatCard } from '#web/components/ui/stat-card.tsx';
import { formatCount } from '#web/lib/format.ts';

const icons: Record<TUserType, LucideIcon> = { community_manager: Megaphone, company: Building2, individual: User };

/** The header cards: accounts per type (deleted accounts left out), whatever the filters. */
export function UserTypeCounts({ counts }: { counts: TAdminUserCounts }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {USER_TYPES.map((type) => (
        <StatCard key={type} icon={icons[type]} label={adminUserTypeCountLabels[type]}>
          {formatCount(counts[type])}
        </StatCard>
      ))}
    </dl>
  );
}
