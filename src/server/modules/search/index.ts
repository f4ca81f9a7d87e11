/** What other modules use of search: mission alerts re-run the search page's missions search. */
export { parseMissionSearch } from './search-query.ts';
export { searchMissions } from './service.ts';
