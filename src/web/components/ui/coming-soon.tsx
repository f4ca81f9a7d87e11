import { Construction } from 'lucide-react';
import { Card } from './card.tsx';

/** The honest placeholder of a screen that is not built yet. */
export function ComingSoon() {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <Construction className="size-10 text-indigo-500" aria-hidden="true" />
      <p className="text-lg font-semibold text-slate-900">Bientôt disponible</p>
      <p className="max-w-md text-sm text-slate-600">Cette section est en cours de construction.</p>
    </Card>
  );
}
