import { SearchX } from 'lucide-react';
import { ButtonLink } from './button.tsx';

type MissingContentProps = {
  title: string;
  description: string;
  linkTo: string;
  linkLabel: string;
  /**
   * Written between the title and the description for readers of the raw text, so the spec's
   * one-line message ('Profil introuvable - Ce profil…') stays whole; not shown.
   */
  separator?: string;
};

/** What a page shows when what it was asked for does not exist (or is not visible). */
export function MissingContent({ title, description, linkTo, linkLabel, separator }: MissingContentProps) {
  return (
    <section className="flex flex-col items-center py-16 text-center">
      <SearchX className="size-12 text-slate-400" aria-hidden="true" />
      <div className="mt-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {separator && <span className="sr-only">{separator}</span>}
        <p className="mt-3 text-slate-600">{description}</p>
      </div>
      <ButtonLink to={linkTo} className="mt-8">
        {linkLabel}
      </ButtonLink>
    </section>
  );
}
