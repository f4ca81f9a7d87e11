import { z } from 'zod';
import { ZOneClickUnsubscribeRequest, ZUnsubscribeRequest } from './notifications.ts';
import { SAVED_SEARCH_NAME_MAX_LENGTH, SAVED_SEARCH_QUERY_MAX_LENGTH, SEARCH_ALERTS, savedSearchMessages } from './saved-searches-terms.ts';
import { SEARCH_TYPES } from './search-terms.ts';
import { zText } from './text.ts';

const zName = zText(SAVED_SEARCH_NAME_MAX_LENGTH, {
  trim: true,
  tooLong: savedSearchMessages.nameTooLong,
  error: savedSearchMessages.nameRequired,
}).min(1, savedSearchMessages.nameRequired);

export const ZSavedSearch = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(SEARCH_TYPES),
  /** The search page's query string (no leading '?'): `/search?<query>` opens it. */
  query: z.string(),
  alert: z.enum(SEARCH_ALERTS),
  createdAt: z.iso.datetime(),
});
export type TSavedSearch = z.infer<typeof ZSavedSearch>;

/** GET /api/saved-searches — the viewer's saved searches, newest first. */
export const ZSavedSearchesResponse = z.object({ savedSearches: z.array(ZSavedSearch) });
export type TSavedSearchesResponse = z.infer<typeof ZSavedSearchesResponse>;

/** POST /api/saved-searches — `query` is the search page's address after '?' (the server normalises it). */
export const ZCreateSavedSearchRequest = z.object({
  name: zName,
  query: zText(SAVED_SEARCH_QUERY_MAX_LENGTH),
  alert: z.enum(SEARCH_ALERTS).default('none'),
});
export type TCreateSavedSearchRequest = z.input<typeof ZCreateSavedSearchRequest>;

/** PATCH /api/saved-searches/:id — rename, or change the alert. */
export const ZUpdateSavedSearchRequest = z.object({ name: zName.optional(), alert: z.enum(SEARCH_ALERTS).optional() });
export type TUpdateSavedSearchRequest = z.input<typeof ZUpdateSavedSearchRequest>;

/** An alert mail's unsubscribe token (the signed saved search), read by the public page and by mail clients. */
export const ZSearchAlertUnsubscribeRequest = ZUnsubscribeRequest;
export const ZSearchAlertOneClickRequest = ZOneClickUnsubscribeRequest;
/** The saved search whose alert the link stops (its name, to ask and to confirm). */
export const ZSearchAlertUnsubscribeResponse = z.object({ name: z.string() });
export type TSearchAlertUnsubscribeResponse = z.infer<typeof ZSearchAlertUnsubscribeResponse>;

/** The save and rename dialog's fields (the same rules as the API's). */
export const ZSavedSearchForm = z.object({ name: zName, alert: z.enum(SEARCH_ALERTS) });
export type TSavedSearchForm = z.input<typeof ZSavedSearchForm>;
