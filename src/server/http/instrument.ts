import type { Metrics } from './metrics.ts';

/*
 * The metrics are fed from the outside of the parts they describe: the job handlers' wrapper keeps
 * the interface it wraps (ADR 0035).
 */

type Handler = (payload: never, context: never) => Promise<void>;

/** Counts every failed run of a background job by kind (the worker still retries or gives up). */
export function countingFailures<H extends Record<string, Handler>>(
  metrics: Pick<Metrics, 'declareBackgroundJobKind' | 'backgroundJobAttemptFailed'>,
  handlers: H,
): H {
  const counted = Object.entries(handlers).map(([kind, handler]) => {
    metrics.declareBackgroundJobKind(kind);
    const run = async (payload: never, context: never) => {
      try {
        await handler(payload, context);
      } catch (error) {
        metrics.backgroundJobAttemptFailed(kind);
        throw error;
      }
    };
    return [kind, run] as const;
  });
  return Object.fromEntries(counted) as H;
}
