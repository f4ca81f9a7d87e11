import type { ReactNode } from 'react';
import { Wrench } from 'lucide-react';
import { useLocation } from 'react-router';
import { maintenanceTexts } from '#contracts/site-terms';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';
import { useHydratedMark } from '#web/lib/hydrated-mark.ts';
import { useInMaintenance } from '#web/lib/maintenance.ts';
import { useSiteName } from '#web/lib/site.ts';
import { paths } from '#contracts/paths';

/** The app's maintenance screen, the same words as the server's maintenance page. */
export function MaintenanceScreen() {
  const siteName = useSiteName();
  useDocumentTitle(maintenanceTexts.title);
  useHydratedMark();
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <p className="font-bold text-indigo-600">{siteName}</p>
        <Wrench className="mx-auto mt-4 size-10 text-slate-400" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{maintenanceTexts.title}</h1>
        <p className="mt-3 text-slate-600">{maintenanceTexts.message}</p>
        <ButtonLink to={paths.auth.login} variant="ghost" className="mt-6" reloadDocument>
          {maintenanceTexts.signIn}
        </ButtonLink>
      </div>
    </main>
  );
}

/**
 * Shows the maintenance screen once the API has answered 503 MAINTENANCE (the site is in
 * maintenance and the viewer is no admin), except on the login page, which stays usable.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const inMaintenance = useInMaintenance();
  const { pathname } = useLocation();
  return inMaintenance && pathname !== paths.auth.login ? <MaintenanceScreen /> : children;
}
