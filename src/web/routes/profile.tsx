import { Navigate } from 'react-router';
import { RequireViewer } from '#web/components/guards/require-viewer.tsx';
import { paths } from '#contracts/paths';

/** The menu's "Mon profil": the signed-in user's public profile. */
export default function OwnProfileRoute() {
  return <RequireViewer>{(viewer) => <Navigate to={paths.profile(viewer.id)} replace />}</RequireViewer>;
}
