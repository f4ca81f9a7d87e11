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
        Se connecter pour acheter
      </ButtonLink>
    );
  }
  const isManager = viewer.userType === 'community_manager';
  const routes = [
    {
      key: 'apply',
      icon: Briefcase,
      text: 'Pour postuler à une mission, ouvrez-la et réglez les frais depuis sa page.',
      link: { to: findMissions, label: 'Parcourir les missions' },
    },
    {
      key: 'contact',
      icon: UserRound,
      text: 'Pour contacter un community manager, ouvrez son profil et réglez les frais depuis celui-ci.',
      link: { to: findManagers, label: 'Parcourir les community managers' },
    },
  ];
  // What this member is most likely to do comes first.
  const ordered = isManager ? routes : [...routes].reverse();
  return (
    <div className="space-y-3 rounded-xl bg-indigo-50 p-4 text-sm text-indigo-900" role="note">
      <p className="font-semibold">Les frais se règlent là où ils servent</p>
      <p>Chaque paiement débloque une mission ou un profil précis : il n’y a rien à acheter depuis cette page.</p>
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
