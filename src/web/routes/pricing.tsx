import { PageHero } from '#web/components/layouts/page-hero.tsx';
import { FaqList, type FaqItem } from '#web/components/ui/faq-list.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { PricingCards } from '#web/features/pricing/components/pricing-cards.tsx';
import { usePageMeta } from '#web/lib/document-title.ts';
import type { PageQueries } from '#web/page-queries.ts';
import { paths } from '#contracts/paths';

const faq: FaqItem[] = [
  {
    question: 'What exactly do I pay for?',
    answer: (
      <p>
        A one-off fee of 3.00 € unlocks one thing: messaging one community manager, or applying to one mission (and seeing the client’s contact
        details). It is paid once per profile or per mission, never twice for the same one.
      </p>
    ),
  },
  {
    question: 'Is there a subscription or a commission?',
    answer: (
      <p>
        No. There is no subscription and no commission on the missions you agree on: you only pay the one-off fee when you unlock a contact or an
        application.
      </p>
    ),
  },
  {
    question: 'Do you offer a money-back guarantee?',
    answer: (
      <p>
        Yes. We offer a 30-day money-back guarantee: if you are not satisfied, write to us within 30 days of your payment and we will refund you in
        full.
      </p>
    ),
  },
  {
    question: 'How is my payment secured?',
    answer: (
      <p>
        Payments are handled by our card payment provider. Your card number is entered on its secure page and never reaches or is stored on our
        servers. For anything else, <TextLink to={paths.contact}>contact us</TextLink>.
      </p>
    ),
  },
];

/** Rendered on the server: nothing to fetch, the offers are the contract's. */
export const pageQueries: PageQueries = () => [];

export default function PricingRoute() {
  usePageMeta({
    title: 'Pricing',
    description:
      'Simple pricing: 3.00 € one-off to contact a community manager or apply to a mission. No subscription, no commission, 30-day money-back guarantee.',
  });
  return (
    <div lang="en" className="space-y-16">
      <PageHero
        eyebrow="Pricing"
        title="Simple, transparent pricing"
        lead="Pay only when you connect: one small fee per contact or per application, with no subscription and no commission."
      />
      <PricingCards />
      <section aria-labelledby="pricing-faq" className="mx-auto max-w-3xl">
        <h2 id="pricing-faq" className="mb-6 text-2xl font-bold tracking-tight text-slate-900">
          Frequently asked questions
        </h2>
        <FaqList items={faq} />
      </section>
    </div>
  );
}
