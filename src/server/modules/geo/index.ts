/** What other modules may use of geo (ESLint keeps them to this index). */
export { resolvePlace, type ResolvedPlace } from './service.ts';
