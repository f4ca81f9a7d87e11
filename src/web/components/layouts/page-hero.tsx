import type { ReactNode } from 'react';

type PageHeroProps = {
  /** A short line above the title (the section of the site). */
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
};

/** The coloured banner at the top of an information page, holding its one `h1`. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <header className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-indigo-500 to-violet-500 px-6 py-12 text-white shadow-sm sm:px-10 sm:py-16">
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-16 size-72 rounded-full bg-white/10 blur-2xl" />
      <div className="relative max-w-3xl">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-indigo-100 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {lead && <p className="mt-4 text-lg leading-relaxed text-indigo-50">{lead}</p>}
        {children && <div className="mt-6">{children}</div>}
      </div>
    </header>
  );
}
