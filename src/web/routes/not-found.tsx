import { ButtonLink } from '#web/components/ui/button.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';
import type { PageQueries } from '#web/page-queries.ts';
import { paths } from '#contracts/paths';

/** Rendered on the server too: an unknown address answers 404 with this page, readable without JavaScript. */
export const pageQueries: PageQueries = () => [];

export default function NotFoundRoute() {
  useDocumentTitle('Page introuvable');
  return (
    <section className="flex flex-col items-center py-16 text-center">
      <p className="text-6xl font-extrabold text-indigo-600">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Page introuvable</h1>
      <p className="mt-3 text-slate-600">La page que vous recherchez n'existe pas ou a été déplacée.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.home}>Retour à l'accueil</ButtonLink>
        <ButtonLink to={paths.search} variant="secondary">
          Rechercher
        </ButtonLink>
      </div>
    </section>
  );
}
