import { useRef, type ReactNode } from 'react';
import { useTab, useTabList } from 'react-aria/useTabList';
import { Item } from 'react-stately/Item';
import { useTabListState, type TabListState } from 'react-stately/useTabListState';
import { AriaLocale } from './aria-locale.tsx';
import { tabClassName, tabListClassName, useTabListScroll, type TabItem, type TabListProps } from './tab-list-parts.ts';

/**
 * React Aria's tab list (arrow keys, Home, End, selection follows focus), always controlled by
 * `Tabs`. The tabs keep the ids `Tabs` gives them, which its panel is labelled by. In French
 * whatever the browser prefers: the arrow keys follow the page's direction, not the browser's.
 */
export default function TabList(props: TabListProps) {
  return (
    <AriaLocale>
      <AriaTabList {...props} />
    </AriaLocale>
  );
}

function AriaTabList({ label, tabs, selectedId, onSelect, tabId, panelId }: TabListProps) {
  const state = useTabListState({
    items: tabs,
    children: (tab: TabItem) => (
      <Item key={tab.id} textValue={tab.label}>
        {tab.label}
        {tab.badge}
      </Item>
    ),
    selectedKey: selectedId,
    onSelectionChange: (key) => onSelect(String(key)),
  });
  const ref = useRef<HTMLDivElement>(null);
  const { tabListProps } = useTabList({ 'aria-label': label }, state, ref);
  useTabListScroll(ref, selectedId);
  return (
    <div {...tabListProps} ref={ref} className={tabListClassName}>
      {[...state.collection].map((item) => (
        <Tab key={item.key} tabKey={String(item.key)} state={state} id={tabId(String(item.key))} panelId={panelId}>
          {item.rendered}
        </Tab>
      ))}
    </div>
  );
}

type TabProps = { tabKey: string; state: TabListState<TabItem>; id: string; panelId: string; children: ReactNode };

function Tab({ tabKey, state, id, panelId, children }: TabProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const { tabProps, isSelected } = useTab({ key: tabKey }, state, ref);
  return (
    <button type="button" {...tabProps} ref={ref} id={id} aria-controls={isSelected ? panelId : undefined} className={tabClassName(isSelected)}>
      {children}
    </button>
  );
}
