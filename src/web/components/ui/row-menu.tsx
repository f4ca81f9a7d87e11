import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { MoreVertical } from 'lucide-react';
import { Link } from 'react-router';
import { useDismiss } from '#web/lib/use-dismiss.ts';

export type RowMenuItem =
  | { label: string; to: string; danger?: false }
  | { label: string; onSelect: () => void; danger?: boolean };

const itemClass = 'flex w-full items-center px-4 py-2 text-left text-sm hover:bg-slate-50';

/** A table row's action menu (⋮): links and actions, closed by a choice, a click outside or Escape. */
export function RowMenu({ label, items }: { label: string; items: RowMenuItem[] }): ReactNode {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useDismiss(open, close, containerRef, buttonRef);
  return (
    <div ref={containerRef} className="relative inline-block">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
      >
        <MoreVertical className="size-4" aria-hidden="true" />
      </button>
      {open && (
        <ul id={menuId} className="absolute right-0 z-20 mt-1 w-48 overflow-hidden rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-200">
          {items.map((item) => (
            <li key={item.label}>
              {'to' in item ? (
                <Link to={item.to} className={`${itemClass} text-slate-700`} onClick={close}>
                  {item.label}
                </Link>
              ) : (
                <button
                  type="button"
                  className={`${itemClass} ${item.danger ? 'text-red-700 hover:bg-red-50' : 'text-slate-700'}`}
                  onClick={() => {
                    close();
                    item.onSelect();
                  }}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
