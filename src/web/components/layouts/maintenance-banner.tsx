import { Link } from 'react-router';
import { maintenanceTexts } from '#contracts/site-terms';
import { useViewer } from '#web/lib/auth.tsx';
import { useMaintenanceOn } from '#web/lib/site.ts';
import { paths } from '#contracts/paths';

/** Tells an admin that maintenance is on (everyone else sees the maintenance page instead). */
export function MaintenanceBanner() {
  const { viewer } = useViewer();
  const on = useMaintenanceOn(viewer?.isAdmin === true);
  if (!on) return null;
  return (
    <div role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900">
      {maintenanceTexts.adminBanner}{' '}
      <Link to={paths.admin('settings')} className="underline hover:text-amber-950">
        {maintenanceTexts.adminBannerLink}
      </Link>
    </div>
  );
}
