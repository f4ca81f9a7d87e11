import { Pencil, Trash2 } from 'lucide-react';

const button = 'rounded-md p-1.5 focus-visible:outline-2 focus-visible:outline-indigo-600';

/** Edit and delete buttons of a row or card, named after the row for screen readers. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex justify-end gap-1">
      <button
        type="button"
        onClick={onEdit}
        aria-label={`Modifier ${name}`}
        className={`${button} text-slate-500 hover:bg-slate-100 hover:text-indigo-600`}
      >
        <Pencil className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        onClick={onDelete}
        aria-label={`Supprimer ${name}`}
        className={`${button} text-slate-500 hover:bg-red-50 hover:text-red-600`}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
