import { maintenanceTexts } from './site-terms.ts';

export const errorMessages = {
  rateLimited: 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
  unauthenticated: 'Vous devez être connecté pour effectuer cette action.',
  forbidden: "Vous n'avez pas les droits nécessaires pour effectuer cette action.",
  notFound: 'Ressource introuvable.',
  loopbackOnly: 'Accessible uniquement depuis cette machine.',
  validation: 'Certaines informations sont invalides.',
  payloadTooLarge: 'La requête est trop volumineuse.',
  forbiddenCharacter: 'Caractère non autorisé.',
  untrustedOrigin: "Requête refusée : ouvrez le site à son adresse habituelle, puis réessayez.",
  internal: 'Une erreur inattendue est survenue.',
  maintenance: maintenanceTexts.message,
  twoFactorRequired: "Activez l'authentification à deux facteurs pour accéder à l'administration.",
} as const;

/** How a server failure is named to a member, so that support finds it in the logs (ADR 0035). */
export const errorReference = (requestId: string) => `Référence : ${requestId}`;

/** The page a browser gets when a page itself fails on the server (500, 503). */
export const serverErrorPageTexts = {
  title: 'Une erreur est survenue',
  message: "La page n'a pas pu être affichée. Réessayez dans quelques instants.",
  unavailableTitle: 'Service momentanément indisponible',
  unavailableMessage: 'Le site ne peut pas répondre pour le moment. Réessayez dans quelques instants.',
  retry: 'Réessayer',
  home: "Retour à l'accueil",
  quote: 'Si le problème persiste, indiquez cette référence en nous contactant :',
} as const;
