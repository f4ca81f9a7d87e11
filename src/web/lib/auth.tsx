import { useEffect, type ReactNode } from 'react';
import { queryOptions, useQuery, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import type { TMe, TMeResponse } from '#contracts/accounts';
import { apiGet, apiPost } from './api-client.ts';
import { browser } from './browser.ts';
import { clearMaintenance } from './maintenance.ts';
import { queryKeys } from './query-keys.ts';
import { useHydrated } from './use-hydrated.ts';

/** Asking for the session now and then keeps it sliding while a tab stays open. */
const SESSION_REFRESH_MS = 5 * 60 * 1000;
/** Tabs tell each other about sign-in and sign-out on this channel. */
const AUTH_CHANNEL = 'cm-auth';

type AuthEvent = 'signed-in' | 'signed-out';

async function fetchViewer(signal?: AbortSignal): Promise<TMe | null> {
  return (await apiGet<TMeResponse>('/api/me', signal)).user;
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.session,
    queryFn: ({ signal }) => fetchViewer(signal),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
    refetchInterval: SESSION_REFRESH_MS,
  });

type ViewerState = { viewer: TMe | null; isPending: boolean };

/** What the server renders for a visitor: their session is not known until the browser asks. */
const UNKNOWN_VIEWER: ViewerState = { viewer: null, isPending: true };

/** Whether the page was rendered on the server with a member's session (`seedRenderedSession`). */
const renderedWithSession = (queryClient: QueryClient) => queryClient.getQueryData<boolean>(queryKeys.renderedSession) === true;

/** The browser's viewer: the session query, observed by each component that shows it. */
function useBrowserViewer(): ViewerState {
  const hydrated = useHydrated();
  const withSession = renderedWithSession(useQueryClient());
  const { data, isPending } = useQuery(sessionQueryOptions());
  return hydrated || withSession ? { viewer: data ?? null, isPending } : UNKNOWN_VIEWER;
}

/**
 * The server's viewer, the same answer read straight from the cache: a page is rendered there once
 * and nothing on it is ever updated, so the query observer each of its components would build (a
 * search page has a favourite button per card) is work for nothing (ADR 0069).
 */
function useRenderedViewer(): ViewerState {
  const queryClient = useQueryClient();
  if (!renderedWithSession(queryClient)) return UNKNOWN_VIEWER;
  const viewer = queryClient.getQueryData<TMe | null>(queryKeys.session);
  return { viewer: viewer ?? null, isPending: viewer === undefined };
}

/**
 * The signed-in user (`null` for a visitor); `isPending` until the first answer, and while a page
 * the server rendered as a visitor sees it is being hydrated. A member's page rendered on the
 * server carries their session (ADR 0063): it is there on both sides from the start.
 */
export const useViewer: () => ViewerState = import.meta.env.SSR ? useRenderedViewer : useBrowserViewer;

/** Seeds a member's session into the page the server renders for them: both sides render them from the start. */
export function seedRenderedSession(queryClient: QueryClient, member: TMe): void {
  queryClient.setQueryData(queryKeys.session, member);
  queryClient.setQueryData(queryKeys.renderedSession, true);
}

function announce(event: AuthEvent) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(AUTH_CHANNEL);
  channel.postMessage(event);
  channel.close();
}

/** Everything fetched for whoever was there before: a member sees more than a visitor (their own drafts, what they unlocked). */
const notSession = (query: Query) => query.queryKey[0] !== queryKeys.session[0];

/** Forget the viewer and everything fetched on their behalf. */
function applySignedOut(queryClient: QueryClient) {
  queryClient.setQueryData(queryKeys.session, null);
  queryClient.removeQueries({ predicate: notSession });
}

/** After a successful sign-in: load the new viewer, forget what was fetched as a visitor, and tell the other tabs. */
export async function refreshSessionAfterSignIn(queryClient: QueryClient): Promise<TMe | null> {
  // An admin signing in during maintenance uses the whole site (a member meets the screen again).
  clearMaintenance();
  queryClient.removeQueries({ predicate: notSession });
  const viewer = await queryClient.fetchQuery({ queryKey: queryKeys.session, queryFn: () => fetchViewer(), staleTime: 0 });
  announce('signed-in');
  return viewer;
}

/**
 * Ends the session, tells the other tabs, and loads `redirectTo` afresh: nothing fetched for the
 * signed-in user stays in memory, and no guarded screen reacts to the sign-out on the way.
 */
export async function signOut(redirectTo: string): Promise<void> {
  await apiPost('/api/auth/sign-out', {});
  leaveSignedOut(redirectTo);
}

/**
 * After the server itself ended every session (the account was deleted): tells the other tabs
 * and loads `redirectTo` afresh, as `signOut` does.
 */
export function leaveSignedOut(redirectTo: string): void {
  announce('signed-out');
  browser.assign(redirectTo);
}

/** Keeps this tab's session in step with sign-ins and sign-outs made in other tabs. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(AUTH_CHANNEL);
    channel.onmessage = (message: MessageEvent<AuthEvent>) => {
      if (message.data === 'signed-out') applySignedOut(queryClient);
      // Signed in elsewhere: the session, and every screen's data, as the member sees it.
      else void queryClient.invalidateQueries();
    };
    return () => channel.close();
  }, [queryClient]);
  return children;
}
