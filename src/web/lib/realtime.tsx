import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TRealtimeEvent } from '#contracts/realtime';
import type { TRealtimeEventType } from '#contracts/realtime-terms';
import { useViewer } from './auth.tsx';
import type { RealtimeListener, RealtimeRegistry } from './realtime-stream.ts';

const RealtimeContext = createContext<RealtimeRegistry | null>(null);

/**
 * One server-sent events stream per signed-in session, mounted once at the app's root. The
 * stream's client (`realtime-stream.ts`) is fetched once someone signs in: visitors never load it.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { viewer } = useViewer();
  const viewerId = viewer?.id ?? null;
  const [registry] = useState<RealtimeRegistry>(() => new Map());

  useEffect(() => {
    if (!viewerId || typeof EventSource === 'undefined') return;
    let close: (() => void) | undefined;
    let unmounted = false;
    void import('./realtime-stream.ts').then(({ openRealtimeStream }) => {
      if (!unmounted) close = openRealtimeStream(queryClient, registry);
    });
    return () => {
      unmounted = true;
      close?.();
    };
  }, [queryClient, registry, viewerId]);

  return <RealtimeContext.Provider value={registry}>{children}</RealtimeContext.Provider>;
}

/**
 * Runs `handler` on each live event of `type` (after the provider's invalidations), for
 * screens that react to an event beyond refetching. Outside the provider it does nothing.
 */
export function useRealtimeEvent<TType extends TRealtimeEventType>(
  type: TType,
  handler: (event: Extract<TRealtimeEvent, { type: TType }>) => void,
): void {
  const registry = useContext(RealtimeContext);
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    if (!registry) return;
    const listener: RealtimeListener = (event) => handlerRef.current(event as Extract<TRealtimeEvent, { type: TType }>);
    const listeners = registry.get(type) ?? new Set<RealtimeListener>();
    listeners.add(listener);
    registry.set(type, listeners);
    return () => {
      listeners.delete(listener);
    };
  }, [registry, type]);
}
