/** What other modules may use of the event stream (ESLint keeps them to this index). */
export { realtimeRoutes, openEventStreamCount } from './routes.ts';
