import { useEffect, type ReactNode, type RefObject } from 'react';
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

/** `scroll-cues` (styles.css): on a narrow screen the list scrolls sideways, its edges fading where more tabs wait. */
export const tabListClassName = 'scroll-cues flex snap-x snap-proximity gap-1 overflow-x-auto border-b border-slate-200';

/**
 * A tab list wider than the screen (the dashboard on a phone): marks the edges that hide tabs
 * (`data-more-before`, `data-more-after`, which fade them), and scrolls the selected tab into
 * the middle of the list whenever it changes, so the open tab is never one of the hidden ones.
 * Only the list scrolls, never the page.
 */
export function useTabListScroll(ref: RefObject<HTMLElement | null>, selectedId: string) {
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const mark = () => {
      const hidden = list.scrollWidth - list.clientWidth;
      list.toggleAttribute('data-more-before', list.scrollLeft > 1);
      list.toggleAttribute('data-more-after', list.scrollLeft < hidden - 1);
    };
    mark();
    list.addEventListener('scroll', mark, { passive: true });
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(mark);
    resizes?.observe(list);
    return () => {
      list.removeEventListener('scroll', mark);
      resizes?.disconnect();
    };
  }, [ref]);

  useEffect(() => {
    const list = ref.current;
    const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!list || !tab) return;
    const listBox = list.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    if (tabBox.left >= listBox.left && tabBox.right <= listBox.right) return;
    list.scrollLeft += tabBox.left - listBox.left - (listBox.width - tabBox.width) / 2;
  }, [ref, selectedId]);
}

export const tabClassName = (isSelected: boolean) =>
  cn(
    '-mb-px inline-flex shrink-0 snap-start items-center gap-2 border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-indigo-600',
    isSelected ? 'border-indigo-600 text-indigo-700' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
  );
