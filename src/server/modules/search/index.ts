/** What other modules may use of the search (ESLint keeps them to this index). */
export { searchJobs, type JobSearchBounds } from './service.ts';
