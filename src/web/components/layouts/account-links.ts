import type { TMe } from '#contracts/accounts';
import { paths } from '#contracts/paths';

export type NavItem = { to: string; label: string };

/** The site's main sections, in the header. */
export const mainNavItems: NavItem[] = [
  { to: paths.search, label: 'Rechercher' },
  { to: paths.blog, label: 'Blog' },
  { to: paths.pricing, label: 'Tarifs' },
];

/** What a signed-in user reaches from the user menu. */
export function accountNavItems(viewer: TMe): NavItem[] {
  return [
    { to: paths.ownProfile, label: 'Mon profil' },
    { to: paths.dashboard, label: 'Tableau de bord' },
    { to: paths.account, label: 'Paramètres du compte' },
    ...(viewer.isAdmin ? [{ to: paths.admin(), label: 'Administration' }] : []),
  ];
}
