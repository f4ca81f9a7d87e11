import { useEffect, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Award,
  BarChart3,
  Briefcase,
  Building2,
  ClipboardList,
  Euro,
  Flag,
  Languages,
  LayoutDashboard,
  ListRestart,
  Menu,
  MessageSquare,
  Newspaper,
  Settings,
  Star,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { ADMIN_SECTIONS } from '#contracts/admin-sections';
import { RequireAdmin } from '#web/components/guards/require-admin.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { sessionQueryOptions, useViewer } from '#web/lib/auth.tsx';
import { cn } from '#web/lib/cn.ts';
import { paths, type TAdminSectionPath } from '#contracts/paths';
import { Logo } from './logo.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';
import { MaintenanceBanner } from './maintenance-banner.tsx';
import { SignOutButton } from './sign-out-button.tsx';

const sectionIcons: Record<TAdminSectionPath, LucideIcon> = {
  '': LayoutDashboard,
  users: Users,
  jobs: Briefcase,
  applications: ClipboardList,
  skills: Award,
  experience: BarChart3,
  rates: Euro,
  industries: Building2,
  languages: Languages,
  reviews: Star,
  messages: MessageSquare,
  notices: Flag,
  blog: Newspaper,
  settings: Settings,
  'background-jobs': ListRestart,
};

const sectionLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  );

/** The back-office: a sidebar of the admin sections beside the current one. Admins only. */
export function AdminLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const sidebarId = useId();
  return (
    <RequireAdmin>
      <div className="min-h-screen bg-slate-50 md:flex">
        <SkipLink />
        {/* A phone's top bar: the site's banner landmark (the sidebar carries the logo on wider screens). */}
        <header className="flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3 md:hidden">
          <Logo />
          <button
            type="button"
            className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
            aria-expanded={menuOpen}
            aria-controls={sidebarId}
            aria-label="Menu d'administration"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Menu className="size-6" aria-hidden="true" />
          </button>
        </header>
        <aside
          id={sidebarId}
          className={cn(
            'flex-col border-r border-slate-200 bg-white md:sticky md:top-0 md:flex md:h-screen md:w-64 md:shrink-0',
            menuOpen ? 'flex' : 'hidden',
          )}
        >
          <div className="hidden px-5 py-5 md:block">
            <Logo />
            <p className="mt-1 text-xs font-medium tracking-wide text-slate-500 uppercase">Administration</p>
          </div>
          <nav aria-label="Administration" className="flex-1 overflow-y-auto px-3 py-2">
            <ul className="space-y-1">
              {ADMIN_SECTIONS.map((section) => {
                const Icon = sectionIcons[section.path];
                return (
                  <li key={section.path}>
                    <NavLink to={paths.admin(section.path)} end className={sectionLinkClass} onClick={() => setMenuOpen(false)}>
                      <Icon className="size-4" aria-hidden="true" />
                      {section.label}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="border-t border-slate-200 p-3">
            <SignOutButton
              redirectTo={paths.auth.login}
              className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-red-50 hover:text-red-700"
            />
          </div>
        </aside>
        <div className="min-w-0 flex-1">
          <MaintenanceBanner />
          <main id={MAIN_ID} tabIndex={-1} className="outline-none px-4 py-8 sm:px-8">
            <TwoFactorGate />
          </main>
        </div>
      </div>
    </RequireAdmin>
  );
}

/** While the admin setting requires it, an admin without an authenticator enrols first. */
function TwoFactorGate() {
  useViewerRefreshOnTwoFactorRequired();
  const { viewer } = useViewer();
  const { pathname } = useLocation();
  if (viewer?.twoFactorRequired && pathname !== paths.adminSecurity) return <Navigate to={paths.adminSecurity} replace />;
  return <Outlet />;
}

const requiresTwoFactor = (error: unknown) => error instanceof ApiError && error.code === 'TWO_FACTOR_REQUIRED';

/**
 * The setting can be turned on while an admin is in the back-office (by another admin): the first
 * answer TWO_FACTOR_REQUIRED reloads the viewer, whose `twoFactorRequired` then leads to enrolment.
 */
function useViewerRefreshOnTwoFactorRequired() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
    const onCacheEvent = (event: { type: string; action?: { type: string; error?: unknown } }) => {
      if (event.type === 'updated' && event.action?.type === 'error' && requiresTwoFactor(event.action.error)) refresh();
    };
    const stopQueries = queryClient.getQueryCache().subscribe(onCacheEvent);
    const stopMutations = queryClient.getMutationCache().subscribe(onCacheEvent);
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
