import { Briefcase, UserRound } from 'lucide-react';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { useViewer } from '#web/lib/auth.tsx';
import { paths } from '#contracts/paths';

const findMissions = `${paths.search}?type=jobs`;
const findManagers = `${paths.search}?type=managers`;

/**
 * The fee always unlocks one mission or one profile, so it is paid from there: a visitor is asked
 * to sign in first; a member is shown where to pay.
 */
export function PurchaseAction() {
  const { viewer, isPending } = useViewer();
  if (isPending) return <div className="h-11" aria-hidden="true" />;
  if (!viewer) {
    return (
      <ButtonLink to={paths.auth.loginThenReturnTo(paths.pricing)} size="lg" fullWidth>
        Sign in to purchase
      </ButtonLink>
    );
  }
  const isManager = viewer.userType === 'community_manager';
  const routes = [
    {
      key: 'apply',
      icon: Briefcase,
      text: 'To apply to a mission, open the mission and pay the fee from its page.',
      link: { to: findMissions, label: 'Browse missions' },
    },
    {
      key: 'contact',
      icon: UserRound,
      text: 'To contact a community manager, open their profile and pay the fee from there.',
      link: { to: findManagers, label: 'Browse community managers' },
    },
  ];
  // What this member is most likely to do comes first.
  const ordered = isManager ? routes : [...routes].reverse();
  return (
    <div className="space-y-3 rounded-xl bg-indigo-50 p-4 text-sm text-indigo-900" role="note">
      <p className="font-semibold">The fee is paid where it is used</p>
      <p>Each payment unlocks one specific mission or profile, so there is nothing to buy from this page.</p>
      <ul className="space-y-3">
        {ordered.map(({ key, icon: Icon, text, link }) => (
          <li key={key} className="flex gap-2">
            <Icon className="mt-0.5 size-4 shrink-0 text-indigo-500" aria-hidden="true" />
            <span>
              {text} <TextLink to={link.to}>{link.label}</TextLink>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
