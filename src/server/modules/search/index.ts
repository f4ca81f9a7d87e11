/** What other modules may use of the search (ESLint keeps them to this index). */
export { searchJobs } from './service.ts';
