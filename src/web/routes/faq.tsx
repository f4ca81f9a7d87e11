import { Briefcase, CreditCard, UserRound, Users, type LucideIcon } from 'lucide-react';
import { PageHero } from '#web/components/layouts/page-hero.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { FaqList, type FaqItem } from '#web/components/ui/faq-list.tsx';
import { TextLink } from '#web/components/ui/text-link.tsx';
import { usePageMeta } from '#web/lib/document-title.ts';
import { paths } from '#contracts/paths';

type FaqGroup = {
  id: string;
  title: string;
  icon: LucideIcon;
  items: FaqItem[];
};

const groups: FaqGroup[] = [
  {
    id: 'community-managers',
    title: 'Community managers',
    icon: Users,
    items: [
      {
        question: 'Combien coûte l’inscription ?',
        answer: (
          <p>
            Rien : l’inscription et la publication de votre profil sont gratuites. Vous payez 3,00 € une seule fois par mission à laquelle vous
            postulez, et aucune commission n’est prélevée sur vos missions.
          </p>
        ),
      },
      {
        question: 'Comment rendre mon profil plus visible ?',
        answer: (
          <p>
            Renseignez une accroche claire, vos spécialités, vos tarifs, votre localisation et les langues que vous parlez. La recherche tient compte
            de ces informations, et les avis de vos clients renforcent votre classement.
          </p>
        ),
      },
      {
        question: 'Puis-je contacter d’autres community managers ?',
        answer: <p>Oui, gratuitement : les community managers peuvent échanger entre eux sans frais.</p>,
      },
      {
        question: 'Que se passe-t-il quand je postule ?',
        answer: (
          <p>
            Après le paiement, vous envoyez votre lettre de motivation et accédez aux coordonnées du client. Votre candidature est « En attente »
            jusqu’à ce que le client l’accepte ou la refuse ; vous êtes notifié dans les deux cas.
          </p>
        ),
      },
    ],
  },
  {
    id: 'clients',
    title: 'Entreprises et particuliers',
    icon: Briefcase,
    items: [
      {
        question: 'Comment trouver le bon community manager ?',
        answer: (
          <p>
            Utilisez la <TextLink to={`${paths.search}?type=managers`}>recherche</TextLink> par spécialité, secteur d’activité et localisation
            (télétravail compris), puis comparez les profils, tarifs et avis.
          </p>
        ),
      },
      {
        question: 'Publier une mission est-il payant ?',
        answer: (
          <p>
            Non. La publication est gratuite : ce sont les community managers qui paient pour postuler. Vous recevez les candidatures dans votre
            tableau de bord et les acceptez ou refusez en un clic.
          </p>
        ),
      },
      {
        question: 'Qui fixe le prix de la mission ?',
        answer: (
          <p>
            Vous et le community manager. Vous pouvez indiquer une fourchette de budget dans la mission ; le prix final et les modalités sont convenus
            directement entre vous.
          </p>
        ),
      },
    ],
  },
  {
    id: 'paiements',
    title: 'Paiements',
    icon: CreditCard,
    items: [
      {
        question: 'Que paie-t-on exactement ?',
        answer: (
          <p>
            3,00 € TTC, une seule fois, pour contacter un community manager ou pour postuler à une mission. Le paiement ne vaut que pour le profil ou
            la mission concernés ; vous ne payez jamais deux fois pour le même.
          </p>
        ),
      },
      {
        question: 'Mes données bancaires sont-elles en sécurité ?',
        answer: (
          <p>
            Oui. Le paiement se fait sur la page sécurisée de notre prestataire de paiement ; votre numéro de carte n’arrive jamais sur nos serveurs.
          </p>
        ),
      },
      {
        question: 'Puis-je être remboursé ?',
        answer: (
          <p>Oui : si vous n’êtes pas satisfait, écrivez-nous dans les 30 jours suivant votre paiement et nous vous remboursons intégralement.</p>
        ),
      },
      {
        question: 'Où retrouver mes paiements ?',
        answer: <p>Dans votre tableau de bord, onglet « Abonnement », avec la date, le montant et l’objet de chaque achat.</p>,
      },
    ],
  },
  {
    id: 'compte',
    title: 'Compte',
    icon: UserRound,
    items: [
      {
        question: 'Je n’ai pas reçu l’email de confirmation.',
        answer: (
          <p>
            Vérifiez vos courriers indésirables, puis demandez un nouvel email depuis la page{' '}
            <TextLink to={paths.auth.resendVerification}>Renvoyer l’email</TextLink>.
          </p>
        ),
      },
      {
        question: 'J’ai oublié mon mot de passe.',
        answer: (
          <p>
            Utilisez <TextLink to={paths.auth.forgotPassword}>Mot de passe oublié</TextLink> : vous recevrez un lien pour en choisir un nouveau.
          </p>
        ),
      },
      {
        question: 'Comment supprimer mon compte ?',
        answer: (
          <p>
            Écrivez-nous depuis l’adresse de votre compte via la <TextLink to={paths.contact}>page contact</TextLink>. Vos données sont supprimées
            dans les conditions décrites dans notre <TextLink to={paths.privacy}>politique de confidentialité</TextLink>.
          </p>
        ),
      },
    ],
  },
];

export default function FaqRoute() {
  usePageMeta({
    title: 'Questions fréquentes',
    description:
      'Les réponses aux questions fréquentes sur CM Connect : community managers, entreprises et particuliers, paiements de 3,00 € et gestion du compte.',
  });
  return (
    <div className="space-y-12">
      <PageHero eyebrow="FAQ" title="Questions fréquentes" lead="Tout ce qu’il faut savoir pour bien démarrer sur CM Connect.">
        <nav aria-label="Thèmes de la FAQ" className="flex flex-wrap gap-2">
          {groups.map((group) => (
            <a key={group.id} href={`#${group.id}`} className="rounded-full bg-white/15 px-4 py-1.5 text-sm font-medium text-white hover:bg-white/25">
              {group.title}
            </a>
          ))}
        </nav>
      </PageHero>
      {groups.map(({ id, title, icon: Icon, items }) => (
        <section key={id} id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
          <h2 id={`${id}-title`} className="mb-4 flex items-center gap-3 text-xl font-bold text-slate-900">
            <Icon className="size-6 text-indigo-500" aria-hidden="true" />
            {title}
          </h2>
          <FaqList items={items} />
        </section>
      ))}
      <section className="flex flex-col items-center gap-3 rounded-3xl bg-indigo-50 px-6 py-10 text-center">
        <h2 className="text-xl font-bold text-slate-900">Vous ne trouvez pas votre réponse ?</h2>
        <p className="text-slate-600">Notre équipe vous répond sous 24 à 48 heures ouvrées.</p>
        <ButtonLink to={paths.contact}>Nous contacter</ButtonLink>
      </section>
    </div>
  );
}
