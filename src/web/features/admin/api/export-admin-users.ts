import { ADMIN_USERS_EXPORT_PATH } from '#contracts/admin-users-terms';

/**
 * The CSV export of the filtered list (every matching row, not the page): a plain link the browser
 * downloads with the session cookie. `query`: the list's API query string; its page is dropped.
 */
export function adminUsersExportUrl(query: string): string {
  const params = new URLSearchParams(query);
  params.delete('page');
  const text = params.toString();
  return text ? `${ADMIN_USERS_EXPORT_PATH}?${text}` : ADMIN_USERS_EXPORT_PATH;
}
