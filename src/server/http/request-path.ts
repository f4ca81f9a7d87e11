/** The path of a request target, without its query string. */
export const pathOf = (url: string) => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

/** Paths answered with the JSON error shape rather than an HTML page. */
const NOT_PAGES = ['/api/', '/dev/', '/uploads/'];

/** Whether a request for `pathname` is a page (an HTML answer) rather than an API call or a file. */
export function isPagePath(pathname: string): boolean {
  return !NOT_PAGES.some((prefix) => pathname.startsWith(prefix) || pathname === prefix.slice(0, -1));
}

/** A path naming a file (`/favicon.ico`, an old build's chunk): never one of the app's pages. */
export const FILE_NAME = /\/[^/]+\.[a-z0-9]+$/i;
