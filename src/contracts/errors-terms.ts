import { maintenanceTexts } from './site-terms.ts';

export const errorMessages = {
  rateLimited: 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
  tooManyPages: 'Trop de pages demandées en peu de temps. Veuillez patienter quelques secondes avant de réessayer.',
  unauthenticated: 'Vous devez être connecté pour effectuer cette action.',
  forbidden: "Vous n'avez pas les droits nécessaires pour effectuer cette action.",
  notFound: 'Ressource introuvable.',
  loopbackOnly: 'Accessible uniquement depuis cette machine.',
  validation: 'Certaines informations sont invalides.',
  payloadTooLarge: 'La requête est trop volumineuse.',
  jsonTooDeep: 'Les données envoyées sont trop imbriquées.',
  urlTooLong: "L'adresse demandée est trop longue.",
  forbiddenCharacter: 'Caractère non autorisé.',
  /** A request path with `..`, `.`, `//`, a backslash or an encoded separator, or a malformed %-escape. */
  invalidAddress: "Cette adresse n'est pas valide.",
  untrustedOrigin: 'Requête refusée : ouvrez le site à son adresse habituelle, puis réessayez.',
  internal: 'Une erreur inattendue est survenue.',
  maintenance: maintenanceTexts.message,
  /** The database is out of reach (503): the request can be tried again shortly. */
  serviceUnavailable: 'Le service est momentanément indisponible. Réessayez dans quelques instants.',
  /** The server's disk refuses writes (503): reading still works. */
  storageFull: "Espace disque insuffisant sur le serveur : l'enregistrement n'a pas pu être fait. Réessayez plus tard.",
  twoFactorRequired: "Activez l'authentification à deux facteurs pour accéder à l'administration.",
} as const;

/** The small pages the server answers itself (an address refused before the web app). */
export const errorPageTexts = {
  checkAddress: "Vérifiez l'adresse saisie ou revenez à l'accueil.",
  backHome: "Retour à l'accueil",
} as const;

/** How a server failure is named to a member, so that support finds it in the logs (ADR 0035). */
export const errorReference = (requestId: string) => `Référence : ${requestId}`;

/** The page a browser gets when a page itself fails on the server (500, 503). */
export const serverErrorPageTexts = {
  title: 'Une erreur est survenue',
  message: "La page n'a pas pu être affichée. Réessayez dans quelques instants.",
  unavailableTitle: 'Service momentanément indisponible',
  unavailableMessage: 'Le site ne peut pas répondre pour le moment. Réessayez dans quelques instants.',
  quote: 'Si le problème persiste, indiquez cette référence en nous contactant :',
} as const;
