import { useEffect, useRef } from 'react';
import { useViewer } from '#web/lib/auth.tsx';

export const seenBy = (name: string | null) => `Vu par ${name ?? 'un visiteur'}`;

/**
 * Reads "Vu par <name>" ("Vu par un visiteur") once the viewer is known and that render's effects
 * have run. React runs the effects of a render in tree order: placed after a component, the text
 * tells a test that the component has rendered for that viewer and started what it starts (a
 * request, a stream), so what it did not start is known.
 */
export function ViewerProbe() {
  const { viewer, isPending } = useViewer();
  const text = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!isPending && text.current) text.current.textContent = seenBy(viewer?.fullName ?? null);
  }, [isPending, viewer]);
  return <p ref={text} />;
}
