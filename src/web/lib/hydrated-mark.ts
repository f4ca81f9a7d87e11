import { useEffect } from 'react';

/**
 * Marks the page as answering taps (`<html data-hydrated>`): a server-rendered page is on screen
 * before its code runs; the end-to-end tests act on a page once it is marked.
 */
export function useHydratedMark(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}
