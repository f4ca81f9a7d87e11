/**
 * The tables of this area other modules may read and join on (ADR 0043). Only this area writes them:
 * other modules change these rows through its service.
 */
export { savedSearches } from '#server/db/index';
