import type { ReactNode } from 'react';

type Props<T extends { id: string }> = {
  /** The accessible name of the list ('Avis', 'Messages'). */
  label: string;
  items: T[];
  children: (item: T) => ReactNode;
};

/** The rows of a moderation page (inside a ListPanel): one item per row. */
export function ModerationRows<T extends { id: string }>({ label, items, children }: Props<T>) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-100">
      {items.map((item) => (
        <li key={item.id} className="p-4 sm:p-5">
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
