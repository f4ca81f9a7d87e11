import { useRouteError } from 'react-router';
import { errorMessages } from '#contracts/errors';
import { Button } from '#web/components/ui/button.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';

/** Shown when a screen crashes or its code cannot be loaded (e.g. after a new deployment). */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Erreur');
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{errorMessages.internal}</h1>
      <p className="text-slate-600">Rechargez la page pour réessayer.</p>
      <Button onClick={() => window.location.reload()}>Recharger la page</Button>
    </div>
  );
}
