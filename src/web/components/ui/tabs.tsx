import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components/Tabs';
import { cn } from '#web/lib/cn.ts';

/** `badge` sits after the label (e.g. an unread counter), inside the tab's accessible name. */
export type TabItem = { id: string; label: string; content: ReactNode; badge?: ReactNode };

type TabsProps = {
  label: string;
  tabs: TabItem[];
  /** Controlled mode (e.g. the tab kept in the URL): the selected tab and what selecting one does. */
  selectedId?: string;
  onSelect?: (id: string) => void;
};

/**
 * WAI-ARIA tabs (React Aria): arrow keys, Home and End move between tabs and select them; one
 * panel shows at a time, and it is a tab stop only when nothing inside it is.
 */
export function Tabs({ label, tabs, selectedId, onSelect }: TabsProps) {
  return (
    <AriaTabs
      selectedKey={selectedId}
      onSelectionChange={onSelect && ((key: Key) => onSelect(String(key)))}
    >
      <TabList aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            id={tab.id}
            className={cn(
              '-mb-px inline-flex shrink-0 cursor-pointer items-center gap-2 border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition-colors outline-none',
              'data-focus-visible:outline-2 data-focus-visible:outline-offset-[-2px] data-focus-visible:outline-indigo-600',
              'border-transparent text-slate-600 data-hovered:border-slate-300 data-hovered:text-slate-900',
              'data-selected:border-indigo-600 data-selected:text-indigo-700 data-selected:data-hovered:border-indigo-600 data-selected:data-hovered:text-indigo-700',
            )}
          >
            {tab.label}
            {tab.badge}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel
          key={tab.id}
          id={tab.id}
          className="mt-6 rounded-lg outline-none data-focus-visible:outline-2 data-focus-visible:outline-offset-4 data-focus-visible:outline-indigo-600"
        >
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
