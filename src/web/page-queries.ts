import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { TMe } from '#contracts/accounts';

/** The page being rendered: its route parameters, its query string, and the member it is rendered for (ADR 0063). */
export type PageRequest = { params: Params; searchParams: URLSearchParams; member?: TMe };

/**
 * Fetches into `queryClient` the data a page shows before anyone signs in, with the query options
 * its hooks use (same keys): the server renders the page with them and sends them along, so the
 * browser hydrates the page without asking again (ADR 0029). A route file that exports this is
 * rendered on the server. Exported as `memberPageQueries`, what a page shows a signed-in member,
 * read as them: the page is rendered for members too (ADR 0063); null leaves this page to the browser.
 */
export type PageQueries = (queryClient: QueryClient, page: PageRequest) => Promise<void>[] | null;
