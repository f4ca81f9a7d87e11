import { PageHero } from '#web/components/layouts/page-hero.tsx';
import { FaqList, type FaqItem } from '#web/components/ui/faq-list.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { PricingCards } from '#web/features/pricing/components/pricing-cards.tsx';
import { usePageMeta } from '#web/lib/document-title.ts';
import type { PageQueries } from '#web/page-queries.ts';
import { paths } from '#contracts/paths';

const faq: FaqItem[] = [
  {
    question: 'Que paie-t-on exactement ?',
    answer: (
      <p>
        Des frais uniques de 3,00 € TTC débloquent une chose : écrire à un community manager, ou postuler à une mission (et voir les coordonnées du
        client). Ils se règlent une fois par profil ou par mission, jamais deux fois pour le même. Chaque paiement donne un reçu en PDF.
      </p>
    ),
  },
  {
    question: 'Y a-t-il un abonnement ou une commission ?',
    answer: (
      <p>
        Non. Ni abonnement, ni commission sur les missions que vous concluez : vous ne payez les frais uniques que lorsque vous débloquez un contact
        ou une candidature.
      </p>
    ),
  },
  {
    question: 'Êtes-vous satisfait ou remboursé ?',
    answer: (
      <p>
        Oui, pendant 30 jours : si vous n’êtes pas satisfait, écrivez-nous dans les 30 jours suivant votre paiement et nous vous remboursons
        intégralement (un avoir accompagne le remboursement).
      </p>
    ),
  },
  {
    question: 'Comment mon paiement est-il sécurisé ?',
    answer: (
      <p>
        Les paiements sont traités par notre prestataire de paiement par carte. Votre numéro de carte est saisi sur sa page sécurisée et n’est jamais
        transmis ni conservé sur nos serveurs. Pour toute autre question, <TextLink to={paths.contact}>contactez-nous</TextLink>.
      </p>
    ),
  },
];

/** Rendered on the server: nothing to fetch, the offers are the contract's. */
export const pageQueries: PageQueries = () => [];

export default function PricingRoute() {
  usePageMeta({
    title: 'Tarifs',
    description:
      'Des tarifs simples : 3,00 € TTC une seule fois pour contacter un community manager ou postuler à une mission. Ni abonnement, ni commission, satisfait ou remboursé 30 jours.',
  });
  return (
    <div className="space-y-16">
      <PageHero
        eyebrow="Tarifs"
        title="Des tarifs simples et transparents"
        lead="Ne payez que lorsque vous entrez en contact : de petits frais par contact ou par candidature, sans abonnement ni commission."
      />
      <PricingCards />
      <section aria-labelledby="pricing-faq" className="mx-auto max-w-3xl">
        <h2 id="pricing-faq" className="mb-6 text-2xl font-bold tracking-tight text-slate-900">
          Questions fréquentes
        </h2>
        <FaqList items={faq} />
      </section>
    </div>
  );
}
