import { useId, useRef, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import type { TMe } from '#contracts/accounts';
import { useDismiss } from '#web/lib/use-dismiss.ts';
import { paths } from '#contracts/paths';
import { accountNavItems } from './account-links.ts';
import { Avatar } from './avatar.tsx';
import { SignOutButton } from './sign-out-button.tsx';

/** The signed-in user's name, opening their links and the sign-out button. */
export function UserMenu({ viewer }: { viewer: TMe }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useDismiss(open, () => setOpen(false), containerRef, buttonRef);

  const itemClass = 'flex w-full items-center gap-2 px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-50 hover:text-slate-900';

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <Avatar name={viewer.fullName} url={viewer.avatarUrl} />
        <span className="max-w-40 truncate">{viewer.fullName}</span>
        <ChevronDown className="size-4 text-slate-400" aria-hidden="true" />
      </button>
      {open && (
        <div id={menuId} className="absolute right-0 z-20 mt-2 w-56 overflow-hidden rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200">
          <p className="truncate border-b border-slate-100 px-4 py-2 text-xs text-slate-500">{viewer.email}</p>
          <ul>
            {accountNavItems(viewer).map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={itemClass} onClick={() => setOpen(false)}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li className="border-t border-slate-100">
              <SignOutButton redirectTo={paths.home} className={itemClass} />
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
