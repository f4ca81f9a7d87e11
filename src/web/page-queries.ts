import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** The page being rendered: its route parameters and its query string. */
export type PageRequest = { params: Params; searchParams: URLSearchParams };

/**
 * Fetches into `queryClient` the data a page shows before anyone signs in, with the query options
 * its hooks use (same keys): the server renders the page with them and sends them along, so the
 * browser hydrates the page without asking again (ADR 0029). A route file that exports this is
 * rendered on the server.
 */
export type PageQueries = (queryClient: QueryClient, page: PageRequest) => Promise<void>[];
