import type { TSiteLanguage } from './site-terms.ts';

/** Session idle timeout in minutes (spec §9: default 30, range 1–1440). */
export const SESSION_TIMEOUT_MIN = 1;
export const SESSION_TIMEOUT_MAX = 1440;
export const SESSION_TIMEOUT_DEFAULT = 30;
export const SITE_NAME_MAX_LENGTH = 100;
/** Longest legal mention (raison sociale, address…). */
export const LEGAL_TEXT_MAX_LENGTH = 200;

/** How long the 'enregistrés' notice stays (spec §9: 3000 ms). */
export const SETTINGS_NOTICE_MS = 3000;

export const siteLanguageLabels: Record<TSiteLanguage, string> = { fr: 'Français', en: 'English' };

export const adminSettingsLabels = {
  title: "Paramètres d'administration",
  general: 'Général',
  siteName: 'Nom du site',
  contactEmail: 'Email de contact',
  contactEmailHint: 'Les messages du formulaire de contact sont envoyés à cette adresse.',
  defaultLanguage: 'Langue par défaut',
  security: 'Sécurité',
  twoFactor: 'Authentification à deux facteurs',
  twoFactorHint: 'Chaque administrateur devra saisir un code de son application d’authentification à la connexion.',
  sessionTimeout: "Délai d'expiration de session (minutes)",
  sessionTimeoutHint: 'Une session inactive plus longtemps que ce délai est fermée (de 1 à 1440 minutes).',
  maintenance: 'Maintenance',
  maintenanceMode: 'Mode maintenance',
  maintenanceHint: 'Les visiteurs et les membres voient une page de maintenance ; les administrateurs gardent l’accès à tout le site.',
  legal: 'Mentions légales des reçus',
  legalHint: 'Imprimées sur chaque reçu et avoir au moment où il est émis ; une mention vide n’est pas imprimée.',
  legalName: 'Raison sociale',
  siret: 'SIRET',
  legalAddress: 'Adresse du siège',
  vatNumber: 'N° de TVA intracommunautaire',
  save: 'Enregistrer les modifications',
  loadError: 'Une erreur est survenue lors du chargement des paramètres.',
} as const;

/** Each setting's name, as the audit entry of a save lists the changed ones. */
export const adminSettingsFieldLabels = {
  siteName: adminSettingsLabels.siteName,
  contactEmail: adminSettingsLabels.contactEmail,
  defaultLanguage: adminSettingsLabels.defaultLanguage,
  twoFactorEnabled: adminSettingsLabels.twoFactor,
  sessionTimeout: adminSettingsLabels.sessionTimeout,
  maintenanceMode: adminSettingsLabels.maintenanceMode,
  legalName: adminSettingsLabels.legalName,
  siret: adminSettingsLabels.siret,
  legalAddress: adminSettingsLabels.legalAddress,
  vatNumber: adminSettingsLabels.vatNumber,
} as const;

export const adminSettingsMessages = {
  saved: 'Les paramètres ont été enregistrés avec succès.',
  saveError: 'Une erreur est survenue lors de la sauvegarde des paramètres.',
  siteNameRequired: 'Le nom du site est requis.',
  contactEmail: 'Email invalide',
  sessionTimeout: `La durée de session doit être un nombre entier de ${SESSION_TIMEOUT_MIN} à ${SESSION_TIMEOUT_MAX} minutes.`,
  language: 'Langue invalide',
  toggle: 'Valeur invalide',
  siret: 'Le SIRET compte 14 chiffres.',
  vatNumber: 'Numéro de TVA invalide (ex. FR12345678901).',
} as const;
