import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { useSiteName } from '#web/lib/site.ts';
import { paths } from '#contracts/paths';

export function Logo() {
  const siteName = useSiteName();
  return (
    <Link to={paths.home} className="flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900">
      <span className="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-600 to-violet-600 text-white">
        <MessagesSquare className="size-4.5" aria-hidden="true" />
      </span>
      {siteName}
    </Link>
  );
}
