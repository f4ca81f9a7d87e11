import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { toast } from '#web/lib/toast.tsx';
import { errorMessages } from '#contracts/errors-terms';
import { paths } from '#contracts/paths';
import { RequireViewer } from './require-viewer.tsx';

/** Admins only: a visitor goes to the login page, a member back home with a notice. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return <RequireViewer>{(viewer) => (viewer.isAdmin ? children : <LeaveAdminArea />)}</RequireViewer>;
}

function LeaveAdminArea() {
  useEffect(() => {
    toast.error(errorMessages.forbidden, { id: 'admin-forbidden' });
  }, []);
  return <Navigate to={paths.home} replace />;
}
