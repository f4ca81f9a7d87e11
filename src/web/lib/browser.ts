/**
 * Leaving the single-page app (checkout pages, full reloads). One object so tests can spy on it:
 * jsdom does not navigate.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
