import { useEffect, useRef } from 'react';

/**
 * A ref for a controlled field of a server-rendered page: the field is on screen before the page's
 * scripts run, and what is typed or chosen meanwhile stays in the field but not in React's state.
 * When the page comes alive, the field's value becomes the state (`setValue`) instead of being lost.
 */
export function useTypedBeforeHydration<T extends HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
  value: string,
  setValue: (typed: string) => void,
) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) setValue(typed);
    // Once, when the page comes alive: later the field and its state move together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
