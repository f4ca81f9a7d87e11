import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { Alert } from '#web/components/ui/alert.tsx';

/** A red error banner the admin can close (spec §2, §8: sector and language update errors). */
export function DismissableAlert({ children, onDismiss }: { children: ReactNode; onDismiss: () => void }) {
  return (
    <div className="relative">
      <Alert tone="error" className="pr-12">
        {children}
      </Alert>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Fermer le message"
        className="absolute top-3 right-3 rounded-md p-1 text-red-500 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-600"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
