// A process started by `npm start` (npm → sh → node) may outlive its parent: npm passes SIGTERM
// to its shell, which does not always pass it on, and a process manager that signals npm alone
// would leave the server running. `onOrphaned(stop)` calls `stop` once the process that started
// this one has gone (it is then adopted by another, so its parent id changes).
export function onOrphaned(stop, { everyMs = 500 } = {}) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    stop();
  }, everyMs);
  timer.unref();
}
