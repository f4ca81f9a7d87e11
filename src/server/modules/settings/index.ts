/** What other modules may use of the settings (ESLint keeps them to this index). */
export { DEFAULT_SETTINGS, readSettings, writeSettings, type SiteSettings } from './service.ts';
export { createSettingsStore, type SettingsStore } from './store.ts';
export { siteRoutes } from './routes.ts';
