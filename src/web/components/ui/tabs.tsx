import { lazy, Suspense, useId, useRef, useState } from 'react';
import { tabClassName, tabListClassName, useTabListScroll, type TabItem, type TabListProps } from './tab-list-parts.ts';

export type { TabItem };

type TabsProps = {
  label: string;
  tabs: TabItem[];
  /** Controlled mode (e.g. the tab kept in the URL): the selected tab and what selecting one does. */
  selectedId?: string;
  onSelect?: (id: string) => void;
};

const TabList = lazy(() => import('./tab-list.tsx'));

/**
 * WAI-ARIA tabs: React Aria's tab list (arrow keys, Home, End) over one panel, which shows the
 * selected tab's content. The list's code (~24 KB brotli) is not part of a page's first load: a
 * rendered page arrives with it in place and hydrates it when the code arrives (the panel, often
 * the whole screen, does not wait for it); in the browser the tabs show at once as plain buttons
 * until then.
 */
export function Tabs({ label, tabs, selectedId: controlledId, onSelect }: TabsProps) {
  const baseId = useId();
  const [ownSelectedId, setOwnSelectedId] = useState(tabs[0]?.id);
  const selected = tabs.find((tab) => tab.id === (controlledId ?? ownSelectedId)) ?? tabs[0];
  if (!selected) return null;
  const list: TabListProps = {
    label,
    tabs,
    selectedId: selected.id,
    onSelect: onSelect ?? setOwnSelectedId,
    tabId: (id) => `${baseId}-tab-${id}`,
    panelId: `${baseId}-panel`,
  };
  return (
    <div>
      <Suspense fallback={<PlainTabList {...list} />}>
        <TabList {...list} />
      </Suspense>
      <div
        role="tabpanel"
        id={list.panelId}
        aria-labelledby={list.tabId(selected.id)}
        tabIndex={0}
        className="mt-6 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600"
      >
        {selected.content}
      </div>
    </div>
  );
}

/** The tab list as it looks, while its code loads: a click selects, the arrow keys wait. */
function PlainTabList({ label, tabs, selectedId, onSelect, tabId, panelId }: TabListProps) {
  const ref = useRef<HTMLDivElement>(null);
  useTabListScroll(ref, selectedId);
  return (
    <div ref={ref} role="tablist" aria-label={label} aria-orientation="horizontal" className={tabListClassName}>
      {tabs.map((tab) => {
        const isSelected = tab.id === selectedId;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={isSelected}
            aria-controls={isSelected ? panelId : undefined}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={tabClassName(isSelected)}
          >
            {tab.label}
            {tab.badge}
          </button>
        );
      })}
    </div>
  );
}
