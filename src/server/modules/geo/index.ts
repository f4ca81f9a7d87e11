/** What other modules may use of geo (ESLint keeps them to this index). */
export { resolvePlace } from './service.ts';
