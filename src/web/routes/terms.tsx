import { TextLink } from '#web/components/ui/text-link.tsx';
import { LegalDocument, type LegalSection } from '#web/features/legal/components/legal-document.tsx';
import { LEGAL_IDENTITY } from '#web/features/legal/legal-identity.ts';
import { usePageMeta } from '#web/lib/document-title.ts';
import { paths } from '#contracts/paths';

const { name, address, contactEmail, updatedOn } = LEGAL_IDENTITY;
const contactLink = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;

const sections: LegalSection[] = [
  {
    id: 'objet',
    title: 'Objet',
    body: (
      <>
        <p>
          Les présentes conditions générales d’utilisation (« CGU ») encadrent l’accès et l’utilisation de la plateforme {name}, éditée par {name},
          dont le siège est situé {address} (ci-après « nous »).
        </p>
        <p>
          {name} est une place de marché en ligne qui met en relation des community managers indépendants avec des entreprises et des particuliers
          souhaitant leur confier des missions de gestion de leurs réseaux sociaux. En créant un compte ou en utilisant la plateforme, vous acceptez
          les présentes CGU sans réserve.
        </p>
      </>
    ),
  },
  {
    id: 'definitions',
    title: 'Définitions',
    body: (
      <ul>
        <li>
          <strong>Utilisateur</strong> : toute personne disposant d’un compte sur la plateforme.
        </li>
        <li>
          <strong>Community manager</strong> : utilisateur professionnel proposant ses services de gestion des réseaux sociaux.
        </li>
        <li>
          <strong>Client</strong> : entreprise ou particulier qui publie une mission ou contacte un community manager.
        </li>
        <li>
          <strong>Mission</strong> : offre de prestation publiée par un client (description, budget, durée, lieu).
        </li>
        <li>
          <strong>Frais de mise en relation</strong> : somme payée pour débloquer un contact ou une candidature.
        </li>
      </ul>
    ),
  },
  {
    id: 'comptes',
    title: 'Inscription et comptes',
    body: (
      <>
        <p>
          L’inscription est gratuite et réservée aux personnes majeures capables de contracter, ainsi qu’aux personnes morales représentées par une
          personne habilitée. Chaque utilisateur choisit un type de compte : community manager, entreprise ou particulier.
        </p>
        <ul>
          <li>Les informations fournies doivent être exactes, à jour et vous concerner personnellement.</li>
          <li>L’adresse email doit être confirmée avant la première connexion.</li>
          <li>
            Vos identifiants sont personnels et confidentiels ; toute action réalisée depuis votre compte est réputée faite par vous. Signalez-nous
            sans délai toute utilisation frauduleuse.
          </li>
          <li>Une même personne ne peut détenir qu’un seul compte de chaque type.</li>
        </ul>
        <p>Vous pouvez fermer votre compte à tout moment en nous écrivant à {contactLink}.</p>
      </>
    ),
  },
  {
    id: 'service',
    title: 'Fonctionnement de la plateforme',
    body: (
      <>
        <p>
          Les community managers publient un profil (spécialités, expérience, tarifs, langues, disponibilité). Les clients publient des missions et
          consultent les profils. Les community managers postulent aux missions ; les clients peuvent accepter ou refuser les candidatures reçues.
        </p>
        <p>
          {name} agit en qualité d’intermédiaire technique. Nous ne sommes pas partie aux contrats conclus entre utilisateurs : le prix, le contenu,
          les délais et l’exécution des missions sont librement convenus entre eux, sous leur seule responsabilité, y compris leurs obligations
          fiscales et sociales.
        </p>
      </>
    ),
  },
  {
    id: 'frais',
    title: 'Frais et paiement',
    body: (
      <>
        <p>L’inscription, la publication d’un profil et la publication d’une mission sont gratuites.</p>
        <ul>
          <li>
            Contacter un community manager coûte <strong>3,00 € TTC</strong>, payés une seule fois par profil débloqué.
          </li>
          <li>
            Postuler à une mission coûte <strong>3,00 € TTC</strong>, payés une seule fois par mission ; ce paiement donne aussi accès aux coordonnées
            du client.
          </li>
          <li>Les community managers peuvent se contacter entre eux gratuitement.</li>
          <li>Aucun abonnement n’est requis et aucune commission n’est prélevée sur les missions.</li>
        </ul>
        <p>
          Le paiement s’effectue par carte bancaire auprès de notre prestataire de paiement, sur sa page sécurisée. Nous ne recevons ni ne conservons
          jamais votre numéro de carte. L’accès est débloqué dès la confirmation du paiement par le prestataire.
        </p>
        <p>
          <strong>Garantie satisfait ou remboursé</strong> : si vous n’êtes pas satisfait, vous pouvez demander le remboursement intégral de vos frais
          dans les 30 jours suivant le paiement, en écrivant à {contactLink}. Le service étant exécuté immédiatement à votre demande, vous
          reconnaissez que le droit de rétractation légal ne s’applique pas (article L221-28 du Code de la consommation) ; cette garantie
          contractuelle s’y substitue.
        </p>
      </>
    ),
  },
  {
    id: 'obligations',
    title: 'Obligations des utilisateurs',
    body: (
      <>
        <p>En utilisant la plateforme, vous vous engagez notamment à :</p>
        <ul>
          <li>publier des informations sincères et des missions réelles ;</li>
          <li>respecter les droits des tiers (droit à l’image, droits d’auteur, marques) et la législation en vigueur ;</li>
          <li>ne publier aucun contenu illicite, diffamatoire, discriminatoire, haineux, violent, pornographique ou trompeur ;</li>
          <li>ne pas harceler, démarcher en masse ou envoyer de messages non sollicités aux autres utilisateurs ;</li>
          <li>ne pas contourner les frais de mise en relation, par exemple en publiant vos coordonnées dans un profil ou une mission ;</li>
          <li>ne pas collecter les données des autres utilisateurs ni perturber le fonctionnement du service.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'moderation',
    title: 'Avis, signalements et modération',
    body: (
      <>
        <p>
          Les avis doivent refléter une expérience réelle liée à une mission. Tout utilisateur peut signaler un avis ou un message qu’il estime
          contraire aux présentes CGU.
        </p>
        <p>
          Notre équipe examine les signalements et peut, sans préavis en cas d’urgence, retirer un contenu illicite ou contraire aux CGU, suspendre ou
          fermer le compte de son auteur. En cas de manquement grave (fraude, harcèlement, usurpation d’identité), la fermeture du compte n’ouvre
          droit à aucun remboursement. Vous pouvez contester une décision de modération en nous écrivant à {contactLink}.
        </p>
      </>
    ),
  },
  {
    id: 'responsabilite',
    title: 'Responsabilité',
    body: (
      <>
        <p>
          Nous mettons en œuvre les moyens raisonnables pour assurer l’accès et le bon fonctionnement de la plateforme, sans garantir une
          disponibilité permanente : des interruptions peuvent survenir pour maintenance ou en cas de force majeure.
        </p>
        <p>
          Nous ne vérifions pas les compétences des utilisateurs et ne garantissons ni la qualité ni la bonne exécution des missions convenues entre
          eux. Notre responsabilité ne saurait être engagée du fait des contenus publiés par les utilisateurs ou des relations qu’ils nouent. Sauf
          faute lourde ou dolosive, notre responsabilité envers un utilisateur est limitée au montant des frais qu’il a payés au cours des douze
          derniers mois.
        </p>
      </>
    ),
  },
  {
    id: 'propriete',
    title: 'Propriété intellectuelle',
    body: (
      <p>
        La plateforme, sa marque, son code et ses contenus éditoriaux nous appartiennent. Vous restez propriétaire des contenus que vous publiez et
        nous accordez, pour la durée de leur publication, une licence gratuite et non exclusive de les afficher sur la plateforme aux seules fins du
        service.
      </p>
    ),
  },
  {
    id: 'donnees',
    title: 'Données personnelles',
    body: (
      <p>
        Le traitement de vos données personnelles est décrit dans notre <TextLink to={paths.privacy}>politique de confidentialité</TextLink>.
      </p>
    ),
  },
  {
    id: 'modification',
    title: 'Modification des CGU',
    body: (
      <p>
        Nous pouvons faire évoluer les présentes CGU. Les utilisateurs sont informés par email ou par un message sur la plateforme au moins 15 jours
        avant l’entrée en vigueur d’une modification importante. Continuer à utiliser le service après cette date vaut acceptation des nouvelles
        conditions.
      </p>
    ),
  },
  {
    id: 'droit',
    title: 'Droit applicable et litiges',
    body: (
      <>
        <p>
          Les présentes CGU sont soumises au droit français. En cas de différend, nous vous invitons à nous contacter d’abord à {contactLink} afin de
          rechercher une solution amiable.
        </p>
        <p>
          Si vous êtes un consommateur, vous pouvez recourir gratuitement à un médiateur de la consommation ou à la plateforme européenne de règlement
          en ligne des litiges. À défaut d’accord, les litiges entre professionnels relèvent des tribunaux de Paris ; les consommateurs peuvent saisir
          la juridiction de leur domicile.
        </p>
      </>
    ),
  },
];

export default function TermsRoute() {
  usePageMeta({
    title: "Conditions d'utilisation",
    description:
      'Conditions générales d’utilisation de CM Connect : comptes, frais de mise en relation de 3,00 €, paiements, obligations des utilisateurs, modération et responsabilité.',
  });
  return (
    <LegalDocument
      eyebrow="Légal"
      title="Conditions générales d’utilisation"
      lead="Les règles qui s’appliquent à tous les utilisateurs de CM Connect : community managers, entreprises et particuliers."
      updatedOn={updatedOn}
      sections={sections}
    />
  );
}
