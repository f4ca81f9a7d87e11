import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/** `badge` sits after the label (e.g. an unread counter), inside the tab's accessible name. */
export type TabItem = { id: string; label: string; content: ReactNode; badge?: ReactNode };

/** What `Tabs` hands its tab list: the panel is the page's own, so the list names it by id. */
export type TabListProps = {
  label: string;
  tabs: TabItem[];
  selectedId: string;
  onSelect: (id: string) => void;
  tabId: (id: string) => string;
  panelId: string;
};

export const tabListClassName = 'flex gap-1 overflow-x-auto border-b border-slate-200';

export const tabClassName = (isSelected: boolean) =>
  cn(
    '-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-indigo-600',
    isSelected ? 'border-indigo-600 text-indigo-700' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
  );
