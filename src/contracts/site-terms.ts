/**
 * What every page and mail says about the site itself, set by the admin settings (zod-free: the
 * public pages import it). The defaults are the settings row's column defaults.
 */
export const DEFAULT_SITE_NAME = 'CM Connect';

/** The languages a page or mail can declare (`<html lang>`); the spec offers fr and English. */
export const SITE_LANGUAGES = ['fr', 'en'] as const;
export type TSiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_SITE_LANGUAGE: TSiteLanguage = 'fr';

/** What visitors and members read while the site is in maintenance (HTTP 503). */
export const maintenanceTexts = {
  title: 'Site en maintenance',
  message: 'Le site est momentanément indisponible pour maintenance. Merci de réessayer dans quelques instants.',
  signIn: 'Vous êtes administrateur ? Connectez-vous',
  /** The banner admins see on every page while maintenance is on. */
  adminBanner: 'Le mode maintenance est activé : les visiteurs et les membres voient la page de maintenance.',
  adminBannerLink: 'Modifier les paramètres',
} as const;

/** Seconds a client is told to wait before retrying during maintenance (`Retry-After`). */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;
