import type { ReactNode } from 'react';
import { MoreVertical } from 'lucide-react';
import { RouterProvider } from 'react-aria-components';
import { Button } from 'react-aria-components/Button';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components/Menu';
import { useHref, useNavigate } from 'react-router';
import { cn } from '#web/lib/cn.ts';
import { AriaLocale } from './aria-locale.tsx';

export type RowMenuItem = { label: string; to: string; danger?: false } | { label: string; onSelect: () => void; danger?: boolean };

/**
 * A table row's action menu (⋮, React Aria): Enter, Space or the arrow keys open it on its first
 * item, the arrow keys and typing a label's first letters move, a choice, Escape or a click outside
 * closes it and the focus goes back to the button. Links navigate within the app.
 */
export function RowMenu({ label, items }: { label: string; items: RowMenuItem[] }): ReactNode {
  const navigate = useNavigate();
  return (
    <AriaLocale>
      <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
        <MenuTrigger>
          <Button
            aria-label={label}
            className="rounded-md p-1.5 text-slate-500 outline-none data-focus-visible:outline-2 data-focus-visible:outline-indigo-600 data-hovered:bg-slate-100 data-hovered:text-slate-900 data-pressed:bg-slate-100"
          >
            <MoreVertical className="size-4" aria-hidden="true" />
          </Button>
          <Popover placement="bottom end" className="w-48 overflow-hidden rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-200">
            <Menu aria-label={label} className="outline-none">
              {items.map((item) => (
                <MenuItem
                  key={item.label}
                  id={item.label}
                  textValue={item.label}
                  {...('to' in item ? { href: item.to } : { onAction: item.onSelect })}
                  className={cn(
                    'flex w-full cursor-pointer items-center px-4 py-2 text-left text-sm outline-none',
                    item.danger ? 'text-red-700 data-focused:bg-red-50' : 'text-slate-700 data-focused:bg-slate-50',
                  )}
                >
                  {item.label}
                </MenuItem>
              ))}
            </Menu>
          </Popover>
        </MenuTrigger>
      </RouterProvider>
    </AriaLocale>
  );
}
