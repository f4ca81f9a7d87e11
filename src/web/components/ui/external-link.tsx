import type { ReactNode } from 'react';
import { ExternalLink as ExternalIcon } from 'lucide-react';

const defaultClassName = 'inline-flex items-center gap-1 font-medium text-indigo-600 hover:text-indigo-500 hover:underline';

type ExternalLinkProps = {
  href: string;
  children: ReactNode;
  /** Replaces the default link styling (the icon and the screen-reader hint stay). */
  className?: string;
};

/** A link leaving the site, in a new tab, without handing it our page. */
export function ExternalLink({ href, children, className = defaultClassName }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalIcon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">(nouvel onglet)</span>
    </a>
  );
}
