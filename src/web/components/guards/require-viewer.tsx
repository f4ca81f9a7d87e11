import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { TMe } from '#contracts/accounts';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { useViewer } from '#web/lib/auth.tsx';
import { paths } from '#contracts/paths';

type RequireViewerProps = { children: (viewer: TMe) => ReactNode };

/** Renders its children for a signed-in user; sends a visitor to the login page and back here afterwards. */
export function RequireViewer({ children }: RequireViewerProps) {
  const { viewer, isPending } = useViewer();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  if (!viewer) return <Navigate to={paths.auth.loginThenReturnTo(location.pathname + location.search)} replace />;
  return children(viewer);
}
