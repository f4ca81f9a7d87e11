import { useEffect, useRef } from 'react';

/** The boxes ticked or unticked before the page came alive: a radio that lost its tick to the one chosen is not one. */
function toggledEarly(container: HTMLElement | null): HTMLInputElement[] {
  const boxes = container?.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]') ?? [];
  return [...boxes].filter((box) => box.checked !== box.defaultChecked && (box.type === 'checkbox' || box.checked));
}

/**
 * A ref for a server-rendered group of checkboxes and radios: ticked before the page's scripts run,
 * a box shows ticked but React's state never heard of it (its `onChange` did not exist yet).
 * Hydration sets `defaultChecked` from the props, so once the page is alive the boxes whose state
 * differs are known; each is put back and clicked, so its own `onChange` runs as for any click.
 * `shown` is the state the boxes show: the next box is clicked once the previous click changed it,
 * so each `onChange` reads the state the previous one left. (The typed counterpart is
 * `useTypedBeforeHydration`.)
 */
export function useToggledBeforeHydration<T extends HTMLElement>(shown: unknown) {
  const ref = useRef<T>(null);
  const pending = useRef<HTMLInputElement[] | null>(null);
  const clickedIn = useRef<unknown>(undefined);
  useEffect(() => {
    pending.current ??= toggledEarly(ref.current);
    if (pending.current.length === 0 || clickedIn.current === shown) return;
    const box = pending.current.shift()!;
    clickedIn.current = shown;
    box.checked = box.defaultChecked;
    box.click();
  }, [shown]);
  return ref;
}
