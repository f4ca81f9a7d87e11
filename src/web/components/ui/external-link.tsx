import type { ReactNode } from 'react';
import { ExternalLink as ExternalIcon } from 'lucide-react';

/** A link leaving the site, in a new tab, without handing it our page. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium text-indigo-600 hover:text-indigo-500 hover:underline"
    >
      {children}
      <ExternalIcon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">(nouvel onglet)</span>
    </a>
  );
}
