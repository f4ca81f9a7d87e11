/** Background jobs: written in the caller's transaction, run by the in-process worker. */
export { DEFAULT_MAX_ATTEMPTS, enqueue, enqueuePush, type BackgroundJobKind } from './queue.ts';
export { createBackgroundJobWorker, type BackgroundJobHandler, type BackgroundJobHandlers, type BackgroundJobWorker } from './worker.ts';
export { backgroundJobStats, type BackgroundJobStats } from './stats.ts';
export { countFailedBackgroundJobs, listFailedBackgroundJobs, retryBackgroundJob, type FailedBackgroundJob } from './failed.ts';
