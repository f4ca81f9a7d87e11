import { LegalDocument, type LegalSection } from '#web/features/legal/components/legal-document.tsx';
import { LEGAL_IDENTITY } from '#web/features/legal/legal-identity.ts';
import { usePageMeta } from '#web/lib/document-title.ts';

const { name, address, dpoEmail, updatedOn } = LEGAL_IDENTITY;
const dpoLink = <a href={`mailto:${dpoEmail}`}>{dpoEmail}</a>;

const purposes = [
  {
    purpose: 'Créer et gérer votre compte, afficher votre profil, publier vos missions et candidatures',
    basis: 'Exécution du contrat (CGU)',
  },
  {
    purpose: 'Acheminer vos messages et vos notifications',
    basis: 'Exécution du contrat (CGU)',
  },
  {
    purpose: 'Encaisser les frais de mise en relation, débloquer l’accès acheté, tenir notre comptabilité',
    basis: 'Exécution du contrat et obligation légale (comptable et fiscale)',
  },
  {
    purpose: 'Sécuriser la plateforme, prévenir la fraude, modérer les contenus signalés',
    basis: 'Intérêt légitime (protéger les utilisateurs et le service)',
  },
  {
    purpose: 'Répondre à vos demandes envoyées par le formulaire de contact',
    basis: 'Intérêt légitime',
  },
  {
    purpose: 'Vous envoyer la newsletter du blog',
    basis: 'Consentement, retirable à tout moment',
  },
];

const retention = [
  {
    data: 'Compte, profil, missions et candidatures',
    period: 'Tant que le compte est ouvert, puis suppression sous 30 jours après sa fermeture',
  },
  {
    data: 'Comptes inactifs',
    period: 'Supprimés après 3 ans sans connexion, après un email de prévenance',
  },
  {
    data: 'Messages et avis',
    period: 'Tant que le compte est ouvert ; les avis publiés sont anonymisés à sa fermeture',
  },
  {
    data: 'Données de paiement (montant, date, statut, objet de l’achat)',
    period: '10 ans (obligation comptable)',
  },
  { data: 'Journaux de sécurité et de connexion', period: '12 mois' },
  { data: 'Demandes de contact', period: '3 ans à compter du dernier échange' },
  { data: 'Newsletter', period: 'Jusqu’à votre désinscription' },
];

const sections: LegalSection[] = [
  {
    id: 'responsable',
    title: 'Responsable du traitement',
    body: (
      <>
        <p>
          Le responsable du traitement de vos données personnelles est {name}, {address}. Cette politique explique quelles données nous traitons,
          pourquoi, combien de temps et quels sont vos droits, conformément au Règlement général sur la protection des données (RGPD) et à la loi «
          Informatique et Libertés ».
        </p>
        <p>Pour toute question relative à vos données, écrivez à notre délégué à la protection des données : {dpoLink}.</p>
      </>
    ),
  },
  {
    id: 'donnees',
    title: 'Données que nous traitons',
    body: (
      <ul>
        <li>
          <strong>Compte</strong> : adresse email, mot de passe (conservé uniquement sous forme hachée, jamais en clair), nom, type de compte,
          téléphone, localisation et secteur d’activité.
        </li>
        <li>
          <strong>Profil</strong> : photo, présentation, titre, spécialités, niveau d’expérience, tarifs, langues, disponibilité, liens vers vos
          réseaux sociaux ; pour les entreprises, nom, secteur, taille, site web et description.
        </li>
        <li>
          <strong>Missions et candidatures</strong> : contenu des missions publiées, candidatures, lettres de motivation et leur statut.
        </li>
        <li>
          <strong>Messages et avis</strong> : messages échangés entre utilisateurs, avis et notes, signalements.
        </li>
        <li>
          <strong>Paiements</strong> : montant, devise, date, statut, objet de l’achat, ainsi que la marque de la carte et ses quatre derniers
          chiffres transmis par le prestataire de paiement. Nous ne collectons ni ne conservons jamais votre numéro de carte complet ni son
          cryptogramme.
        </li>
        <li>
          <strong>Données techniques</strong> : cookie de session, adresse IP et informations de connexion dans nos journaux de sécurité.
        </li>
        <li>
          <strong>Contact et newsletter</strong> : nom, email, profil, sujet et contenu de votre message ; email d’inscription à la newsletter.
        </li>
      </ul>
    ),
  },
  {
    id: 'finalites',
    title: 'Finalités et bases légales',
    body: (
      <table>
        <thead>
          <tr>
            <th scope="col">Finalité</th>
            <th scope="col">Base légale</th>
          </tr>
        </thead>
        <tbody>
          {purposes.map((row) => (
            <tr key={row.purpose}>
              <td>{row.purpose}</td>
              <td>{row.basis}</td>
            </tr>
          ))}
        </tbody>
      </table>
    ),
  },
  {
    id: 'conservation',
    title: 'Durées de conservation',
    body: (
      <table>
        <thead>
          <tr>
            <th scope="col">Données</th>
            <th scope="col">Durée</th>
          </tr>
        </thead>
        <tbody>
          {retention.map((row) => (
            <tr key={row.data}>
              <td>{row.data}</td>
              <td>{row.period}</td>
            </tr>
          ))}
        </tbody>
      </table>
    ),
  },
  {
    id: 'destinataires',
    title: 'Destinataires',
    body: (
      <>
        <p>Vos données ne sont jamais vendues. Elles sont accessibles :</p>
        <ul>
          <li>
            aux autres utilisateurs, pour les informations de votre profil public et de vos missions ; vos coordonnées ne sont communiquées qu’une
            fois la mise en relation payée ou la candidature acceptée ;
          </li>
          <li>aux membres habilités de notre équipe (support, modération, comptabilité) ;</li>
          <li>
            à nos sous-traitants, liés par contrat et tenus à la confidentialité : notre hébergeur (serveurs, base de données et fichiers situés dans
            l’Union européenne), notre prestataire de paiement par carte et notre prestataire d’envoi d’emails ;
          </li>
          <li>aux autorités, lorsque la loi nous y oblige.</li>
        </ul>
        <p>
          Si un prestataire traite des données hors de l’Union européenne, le transfert est encadré par une décision d’adéquation de la Commission
          européenne ou par des clauses contractuelles types.
        </p>
      </>
    ),
  },
  {
    id: 'securite',
    title: 'Sécurité',
    body: (
      <p>
        Les échanges sont chiffrés (HTTPS), les mots de passe sont hachés, le cookie de session est inaccessible aux scripts, l’authentification à
        deux facteurs est disponible et l’accès aux données est limité aux personnes qui en ont besoin. En cas de violation de données présentant un
        risque pour vous, nous vous en informerons ainsi que la CNIL dans les délais prévus par le RGPD.
      </p>
    ),
  },
  {
    id: 'droits',
    title: 'Vos droits',
    body: (
      <>
        <p>Vous disposez à tout moment des droits suivants sur vos données :</p>
        <ul>
          <li>
            <strong>accès</strong> : obtenir la copie des données que nous détenons sur vous ;
          </li>
          <li>
            <strong>rectification</strong> : corriger des données inexactes (la plupart le sont directement depuis votre tableau de bord) ;
          </li>
          <li>
            <strong>effacement</strong> : demander la suppression de votre compte et de vos données, sous réserve de nos obligations légales de
            conservation ;
          </li>
          <li>
            <strong>portabilité</strong> : recevoir les données que vous nous avez fournies dans un format structuré et lisible par machine ;
          </li>
          <li>
            <strong>opposition</strong> : vous opposer aux traitements fondés sur notre intérêt légitime, et à tout moment à la prospection ;
          </li>
          <li>
            <strong>limitation</strong> du traitement, <strong>retrait du consentement</strong> (newsletter) et définition de{' '}
            <strong>directives</strong> sur le sort de vos données après votre décès.
          </li>
        </ul>
        <p>
          Pour les exercer, écrivez à {dpoLink} depuis l’adresse email de votre compte. Nous répondons dans un délai d’un mois, prolongeable de deux
          mois pour les demandes complexes ; nous pouvons vous demander de justifier de votre identité en cas de doute.
        </p>
        <p>
          Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la Commission nationale de
          l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou sur{' '}
          <a href="https://www.cnil.fr/fr/plaintes" target="_blank" rel="noopener noreferrer">
            cnil.fr
          </a>
          .
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>
          Nous n’utilisons qu’un seul cookie : le cookie de session, qui vous garde connecté et protège votre compte. Il est strictement nécessaire au
          fonctionnement du service et, à ce titre, n’exige pas votre consentement. Il expire à la déconnexion ou après une période d’inactivité.
        </p>
        <p>Nous n’utilisons aucun cookie publicitaire, de mesure d’audience tierce ni de réseau social.</p>
      </>
    ),
  },
  {
    id: 'mineurs',
    title: 'Mineurs',
    body: <p>La plateforme est réservée aux personnes majeures. Nous ne collectons pas sciemment de données de mineurs.</p>,
  },
  {
    id: 'modifications',
    title: 'Modifications',
    body: (
      <p>
        Nous pouvons mettre à jour cette politique, par exemple lorsqu’un nouveau prestataire intervient. La date de dernière mise à jour figure en
        haut de la page ; en cas de changement important, nous vous prévenons par email.
      </p>
    ),
  },
];

export default function PrivacyRoute() {
  usePageMeta({
    title: 'Politique de confidentialité',
    description:
      'Comment CM Connect traite vos données personnelles : données collectées, finalités, bases légales, durées de conservation, destinataires, cookies et vos droits RGPD.',
  });
  return (
    <LegalDocument
      eyebrow="Légal"
      title="Politique de confidentialité"
      lead="Vos données vous appartiennent. Voici ce que nous en faisons, et comment garder la main dessus."
      updatedOn={updatedOn}
      sections={sections}
    />
  );
}
