import { Eye, HeartHandshake, Scale, ShieldCheck, Sparkles, Users } from 'lucide-react';
import { PageHero } from '#web/components/layouts/page-hero.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { usePageMeta } from '#web/lib/document-title.ts';
import { paths } from '#contracts/paths';

const audiences = [
  {
    title: 'Pour les community managers',
    text: 'Un profil qui met en avant vos spécialités, vos tarifs et les avis de vos clients ; des missions publiées par des entreprises et des particuliers de toute la France, de Belgique, de Suisse et du Canada ; aucune commission sur ce que vous facturez.',
  },
  {
    title: 'Pour les entreprises',
    text: 'Des community managers indépendants, vérifiés par les avis de leurs clients, que vous trouvez par spécialité, secteur et localisation. Vous publiez une mission, vous recevez des candidatures et vous choisissez.',
  },
  {
    title: 'Pour les particuliers',
    text: 'Créateurs, artisans, associations, professions libérales : un accompagnement ponctuel ou régulier sur les réseaux sociaux, sans passer par une agence et avec un budget maîtrisé.',
  },
];

const values = [
  {
    icon: Scale,
    title: 'Des frais simples',
    text: '3,00 € payés une seule fois pour contacter un community manager ou postuler à une mission. Pas d’abonnement, pas de commission, pas de surprise.',
  },
  {
    icon: ShieldCheck,
    title: 'La confiance d’abord',
    text: 'Les avis sont laissés après de vraies missions, les contenus signalés sont modérés par notre équipe et les paiements passent par un prestataire certifié.',
  },
  {
    icon: Eye,
    title: 'La transparence',
    text: 'Tarifs horaires, expérience, disponibilité : les informations utiles sont visibles avant tout paiement, pour choisir en connaissance de cause.',
  },
  {
    icon: HeartHandshake,
    title: 'L’indépendance respectée',
    text: 'Les community managers fixent leurs prix et choisissent leurs missions. Nous mettons en relation ; le contrat et la relation vous appartiennent.',
  },
];

const steps = [
  {
    title: 'Créez votre compte',
    text: 'Community manager, entreprise ou particulier : l’inscription est gratuite.',
  },
  {
    title: 'Trouvez la bonne personne',
    text: 'Recherchez des profils ou des missions par spécialité, secteur et ville.',
  },
  {
    title: 'Entrez en contact',
    text: 'Un paiement unique de 3,00 € débloque la messagerie ou votre candidature.',
  },
  {
    title: 'Travaillez ensemble',
    text: 'Échangez, lancez la mission, puis laissez un avis pour aider la communauté.',
  },
];

export default function AboutRoute() {
  usePageMeta({
    title: 'À propos',
    description:
      'CM Connect met en relation les community managers indépendants avec les entreprises et les particuliers qui ont besoin d’eux. Découvrez notre mission et nos valeurs.',
  });
  return (
    <div className="space-y-16">
      <PageHero
        eyebrow="À propos"
        title="Rapprocher les marques de ceux qui font vivre leurs communautés"
        lead="CM Connect est la plateforme francophone qui met en relation les community managers indépendants avec les entreprises et les particuliers qui ont besoin d’eux."
      />

      <section aria-labelledby="about-mission" className="grid gap-10 lg:grid-cols-2">
        <div>
          <h2 id="about-mission" className="text-2xl font-bold tracking-tight text-slate-900">
            Notre mission
          </h2>
          <div className="mt-4 space-y-4 leading-relaxed text-slate-600">
            <p>
              Les réseaux sociaux sont devenus la vitrine, le service client et parfois la boutique des entreprises. Beaucoup de TPE, de commerçants
              et d’indépendants savent qu’ils devraient y être présents, mais ne savent pas à qui confier cette mission ni combien cela doit coûter.
            </p>
            <p>
              De l’autre côté, des milliers de community managers indépendants cherchent des clients sérieux sans dépendre du bouche-à-oreille ni
              céder une commission sur chacune de leurs factures.
            </p>
            <p>
              CM Connect est né pour rapprocher ces deux mondes : une place de marché spécialisée, en français, où l’on trouve rapidement la bonne
              personne et où chacun garde la maîtrise de sa relation de travail.
            </p>
          </div>
        </div>
        <Card className="p-8">
          <Sparkles className="size-8 text-indigo-500" aria-hidden="true" />
          <h3 className="mt-4 text-lg font-semibold text-slate-900">Ce qui nous distingue</h3>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-600">
            <li>Une plateforme dédiée au community management, pas un site généraliste.</li>
            <li>Une recherche par spécialité, secteur d’activité et localisation, télétravail compris.</li>
            <li>Des frais de mise en relation fixes et connus à l’avance.</li>
            <li>Des avis rattachés à des missions réalisées sur la plateforme.</li>
          </ul>
        </Card>
      </section>

      <section aria-labelledby="about-audiences">
        <h2 id="about-audiences" className="text-2xl font-bold tracking-tight text-slate-900">
          Une plateforme, trois façons de l’utiliser
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          {audiences.map((audience) => (
            <Card key={audience.title} className="p-6">
              <Users className="size-6 text-indigo-500" aria-hidden="true" />
              <h3 className="mt-3 font-semibold text-slate-900">{audience.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{audience.text}</p>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="about-steps">
        <h2 id="about-steps" className="text-2xl font-bold tracking-tight text-slate-900">
          Comment ça marche
        </h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="flex size-9 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white">{index + 1}</span>
              <h3 className="mt-4 font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="about-values">
        <h2 id="about-values" className="text-2xl font-bold tracking-tight text-slate-900">
          Nos valeurs
        </h2>
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          {values.map(({ icon: Icon, title, text }) => (
            <div key={title} className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
              </div>
            </div>
          ))}
        </div>
      </section>

      <section className="flex flex-col items-center gap-4 rounded-3xl bg-slate-900 px-6 py-12 text-center text-white">
        <h2 className="text-2xl font-bold tracking-tight">Rejoignez la communauté</h2>
        <p className="max-w-xl text-slate-300">L’inscription est gratuite. Vous ne payez que lorsque vous entrez en contact.</p>
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink to={paths.auth.registerAs('community_manager')}>Je suis community manager</ButtonLink>
          <ButtonLink to={paths.auth.registerAs('company')} variant="secondary">
            Je cherche un community manager
          </ButtonLink>
          <ButtonLink to={paths.contact} variant="ghost" className="text-white hover:bg-white/10 hover:text-white">
            Nous contacter
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
