import { lazy, Suspense, useId, useState } from 'react';
import { Menu, X } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { useViewer } from '#web/lib/auth.tsx';
import { cn } from '#web/lib/cn.ts';
import { paths } from '#contracts/paths';
import { accountNavItems, mainNavItems } from './account-links.ts';
import { Logo } from './logo.tsx';
import { MaintenanceBanner } from './maintenance-banner.tsx';

// Signed-in members only: visitors never load the account menu, the unread badge nor the sign-out code.
const MessagesLink = lazy(async () => ({ default: (await import('./messages-link.tsx')).MessagesLink }));
const NotificationsBell = lazy(async () => ({ default: (await import('./notifications-bell.tsx')).NotificationsBell }));
const UserMenu = lazy(async () => ({ default: (await import('./user-menu.tsx')).UserMenu }));
const SignOutButton = lazy(async () => ({ default: (await import('./sign-out-button.tsx')).SignOutButton }));

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-md px-3 py-2 text-sm font-medium transition-colors', isActive ? 'text-indigo-700' : 'text-slate-600 hover:text-slate-900');

export function SiteHeader() {
  const { viewer, isPending } = useViewer();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileMenuId = useId();
  const closeMobile = () => setMobileOpen(false);
  const mobileItemClass = 'flex w-full items-center gap-2 rounded-md px-3 py-2 text-base font-medium text-slate-700 hover:bg-slate-50';

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <MaintenanceBanner />
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Navigation principale" className="hidden items-center gap-1 md:flex">
          {mainNavItems.map((item) => (
            <NavLink key={item.to} to={item.to} className={navLinkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          {isPending ? null : viewer ? (
            <Suspense fallback={null}>
              <NotificationsBell />
              <MessagesLink />
              <UserMenu viewer={viewer} />
            </Suspense>
          ) : (
            <>
              <ButtonLink to={paths.auth.login} variant="ghost">
                Connexion
              </ButtonLink>
              <ButtonLink to={paths.auth.register}>Inscription</ButtonLink>
            </>
          )}
        </div>
        {viewer && (
          <Suspense fallback={null}>
            <NotificationsBell className="ml-auto md:hidden" />
            <MessagesLink className="md:hidden" />
          </Suspense>
        )}
        <button
          type="button"
          className="rounded-md p-2 text-slate-600 hover:bg-slate-100 md:hidden"
          aria-expanded={mobileOpen}
          aria-controls={mobileMenuId}
          aria-label={mobileOpen ? 'Fermer le menu' : 'Ouvrir le menu'}
          onClick={() => setMobileOpen((open) => !open)}
        >
          {mobileOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
        </button>
      </div>
      {mobileOpen && (
        <nav id={mobileMenuId} aria-label="Menu mobile" className="border-t border-slate-200 px-4 py-3 md:hidden">
          <ul className="space-y-1">
            {[...mainNavItems, ...(viewer ? accountNavItems(viewer) : [])].map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={mobileItemClass} onClick={closeMobile}>
                  {item.label}
                </Link>
              </li>
            ))}
            {viewer ? (
              <li>
                <Suspense fallback={null}>
                  <SignOutButton redirectTo={paths.home} className={mobileItemClass} />
                </Suspense>
              </li>
            ) : (
              <li className="flex gap-2 pt-2">
                <ButtonLink to={paths.auth.login} variant="secondary" fullWidth onClick={closeMobile}>
                  Connexion
                </ButtonLink>
                <ButtonLink to={paths.auth.register} fullWidth onClick={closeMobile}>
                  Inscription
                </ButtonLink>
              </li>
            )}
          </ul>
        </nav>
      )}
    </header>
  );
}
