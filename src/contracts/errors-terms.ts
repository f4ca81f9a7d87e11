import { maintenanceTexts } from './site-terms.ts';

export const errorMessages = {
  rateLimited: 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
  unauthenticated: 'Vous devez être connecté pour effectuer cette action.',
  forbidden: "Vous n'avez pas les droits nécessaires pour effectuer cette action.",
  notFound: 'Ressource introuvable.',
  loopbackOnly: 'Accessible uniquement depuis cette machine.',
  validation: 'Certaines informations sont invalides.',
  payloadTooLarge: 'La requête est trop volumineuse.',
  urlTooLong: "L'adresse demandée est trop longue.",
  forbiddenCharacter: 'Caractère non autorisé.',
  untrustedOrigin: "Requête refusée : ouvrez le site à son adresse habituelle, puis réessayez.",
  internal: 'Une erreur inattendue est survenue.',
  maintenance: maintenanceTexts.message,
  twoFactorRequired: "Activez l'authentification à deux facteurs pour accéder à l'administration.",
} as const;
