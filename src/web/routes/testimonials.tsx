import { MessageSquareQuote } from 'lucide-react';
import { errorMessages } from '#contracts/errors-terms';
import { PageHero } from '#web/components/layouts/page-hero.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { useTestimonials } from '#web/features/reviews/api/get-testimonials.ts';
import { TestimonialCard } from '#web/features/reviews/components/testimonial-card.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { usePageMeta } from '#web/lib/document-title.ts';
import { paths } from '#contracts/paths';

const TESTIMONIALS_SHOWN = 12;

export default function TestimonialsRoute() {
  usePageMeta({
    title: 'Témoignages',
    description: 'Les avis laissés par les entreprises et les particuliers sur les community managers de CM Connect, après leurs missions.',
  });
  const { data: testimonials, isPending, error } = useTestimonials(TESTIMONIALS_SHOWN);

  return (
    <div className="space-y-12">
      <PageHero
        eyebrow="Témoignages"
        title="Ils ont travaillé ensemble sur CM Connect"
        lead="Ces avis sont laissés par les clients après une mission réelle sur la plateforme. Nous ne les modifions pas : nous retirons seulement ceux qui enfreignent nos conditions d’utilisation."
      />
      <section aria-labelledby="testimonials-list">
        <h2 id="testimonials-list" className="mb-6 text-2xl font-bold tracking-tight text-slate-900">
          Les derniers avis les mieux notés
        </h2>
        {isPending ? (
          <PageSpinner />
        ) : error ? (
          <Alert tone="error">{errorMessageOf(error, errorMessages.internal)}</Alert>
        ) : testimonials.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-slate-200">
            <MessageSquareQuote className="size-10 text-slate-400" aria-hidden="true" />
            <p className="text-lg font-medium text-slate-900">Aucun avis pour le moment.</p>
          </div>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {testimonials.map((testimonial) => (
              <li key={testimonial.id}>
                <TestimonialCard testimonial={testimonial} variant="full" />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="flex flex-col items-center gap-4 rounded-3xl bg-indigo-50 px-6 py-12 text-center">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">À votre tour</h2>
        <p className="max-w-xl text-slate-600">
          Trouvez le community manager qui donnera de la voix à votre marque, ou la mission qui fera décoller votre activité.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink to={`${paths.search}?type=managers`}>Trouver un community manager</ButtonLink>
          <ButtonLink to={`${paths.search}?type=jobs`} variant="secondary">
            Voir les missions
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
