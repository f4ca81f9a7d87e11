/** Background jobs: written in the caller's transaction, run by the in-process worker. */
export {
  enqueue,
  enqueuePush,
  retryDelayMs,
  DEFAULT_MAX_ATTEMPTS,
  type JobKind,
  type JobPayloads,
  type NewJob,
} from './queue.ts';
export { createJobWorker, type JobContext, type JobHandler, type JobHandlers, type JobWorker } from './worker.ts';
export { jobQueueStats, type JobQueueStats } from './stats.ts';
