/** What other modules may use of the event stream (ESLint keeps them to this index). */
export { eventsRoutes, openEventStreamCount } from './routes.ts';
