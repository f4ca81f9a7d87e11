import { PageHero } from '#web/components/layouts/page-hero.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FaqList, type FaqItem } from '#web/components/ui/faq-list.tsx';
import { ContactCards } from '#web/features/contact/components/contact-cards.tsx';
import { ContactForm } from '#web/features/contact/components/contact-form.tsx';
import { usePageMeta } from '#web/lib/document-title.ts';

const faq: FaqItem[] = [
  {
    question: 'Quel est le délai de réponse ?',
    answer: (
      <p>
        Notre équipe lit chaque message et vous répond sous 24 à 48 heures ouvrées. Les demandes reçues le week-end sont traitées dès le lundi matin.
      </p>
    ),
  },
  {
    question: 'Je suis community manager : comment trouver mes premières missions ?',
    answer: (
      <p>
        Créez votre compte community manager, complétez votre profil (spécialités, tarifs, exemples de réalisations) puis postulez aux missions qui
        vous correspondent. Un profil complet est mieux classé dans les résultats de recherche.
      </p>
    ),
  },
  {
    question: 'Comment fonctionnent les frais de 3,00 € ?',
    answer: (
      <p>
        Contacter un community manager ou postuler à une mission coûte 3,00 €, payés une seule fois par carte bancaire. Il n’y a ni abonnement ni
        commission sur vos missions.
      </p>
    ),
  },
];

export default function ContactRoute() {
  usePageMeta({
    title: 'Contact',
    description:
      'Une question sur CM Connect ? Écrivez-nous : notre équipe répond sous 24 à 48 heures ouvrées aux community managers, entreprises et particuliers.',
  });
  return (
    <div className="space-y-12">
      <PageHero
        eyebrow="Contact"
        title="Contactez-nous"
        lead="Une question sur la plateforme, un projet, un partenariat ? Notre équipe est là pour vous aider."
      />
      <ContactCards />
      <div className="grid gap-10 lg:grid-cols-5">
        <Card className="p-6 sm:p-8 lg:col-span-3">
          <h2 className="text-xl font-bold text-slate-900">Envoyez-nous un message</h2>
          <p className="mt-1 mb-6 text-sm text-slate-600">Tous les champs sont obligatoires.</p>
          <ContactForm />
        </Card>
        <section aria-labelledby="contact-faq" className="lg:col-span-2">
          <h2 id="contact-faq" className="mb-4 text-xl font-bold text-slate-900">
            Questions fréquentes
          </h2>
          <FaqList items={faq} />
        </section>
      </div>
    </div>
  );
}
