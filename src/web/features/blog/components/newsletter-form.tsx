import { lazy, Suspense, useId } from 'react';
import { Mail } from 'lucide-react';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

// The form's code (react-hook-form, ~13 KB) is not part of the blog's first load (issue 12): on a
// page the server rendered, React keeps the form's server HTML on screen until it arrives.
const NewsletterSubscribeForm = lazy(async () => ({ default: (await import('./newsletter-subscribe-form.tsx')).NewsletterSubscribeForm }));

/** The blog's newsletter box: why subscribe, and the subscription form. */
export function NewsletterForm() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-3xl bg-slate-900 px-6 py-10 text-white shadow-sm sm:px-10 sm:py-12">
      <div className="grid items-center gap-8 lg:grid-cols-2">
        <div>
          <Mail className="size-8 text-indigo-300" aria-hidden="true" />
          <h2 id={titleId} className="mt-3 text-2xl font-bold tracking-tight">
            Restez informé
          </h2>
          <p className="mt-2 text-slate-300">
            Recevez chaque mois nos derniers articles, conseils et tendances du community management. Vous pouvez vous désinscrire à tout moment.
          </p>
        </div>
        <Suspense fallback={<Skeleton className="h-11 w-full bg-slate-700" />}>
          <NewsletterSubscribeForm labelledBy={titleId} />
        </Suspense>
      </div>
    </section>
  );
}
