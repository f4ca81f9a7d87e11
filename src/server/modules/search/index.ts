/** What other modules may use of the search (ESLint keeps them to this index): mission alerts re-run the page's missions search. */
export { parseManagerSearch, parseMissionSearch } from './search-query.ts';
export { searchMissions } from './service.ts';
