import type { ReactNode } from 'react';
import { PageHero } from '#web/components/layouts/page-hero.tsx';
import { Prose } from '#web/components/ui/prose.tsx';

export type LegalSection = { id: string; title: string; body: ReactNode };

type LegalDocumentProps = {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** 'Dernière mise à jour : …'. */
  updatedOn: string;
  sections: readonly LegalSection[];
};

/** A legal text: numbered sections with a table of contents that links to each of them. */
export function LegalDocument({ eyebrow, title, lead, updatedOn, sections }: LegalDocumentProps) {
  return (
    <div className="space-y-10">
      <PageHero eyebrow={eyebrow} title={title} lead={lead}>
        <p className="text-sm text-indigo-100">Dernière mise à jour : {updatedOn}</p>
      </PageHero>
      <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Sommaire" className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm font-semibold text-slate-900">Sommaire</p>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-slate-600 hover:text-indigo-600">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <Prose className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10 scroll-mt-24 first:mt-0">
              <h2 id={`${section.id}-title`}>
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </Prose>
      </div>
    </div>
  );
}
