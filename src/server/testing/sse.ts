/** One server-sent events frame as a browser's EventSource would split it. */
export type SseFrame = { id?: string; event?: string; data?: string; comments: string[]; retry?: number };

function parseFrame(block: string): SseFrame {
  const frame: SseFrame = { comments: [] };
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comments.push(line.slice(1).trim());
    else if (line.startsWith('id:')) frame.id = line.slice(3).trim();
    else if (line.startsWith('event:')) frame.event = line.slice(6).trim();
    else if (line.startsWith('data:')) frame.data = (frame.data === undefined ? '' : `${frame.data}\n`) + line.slice(5).trimStart();
    else if (line.startsWith('retry:')) frame.retry = Number(line.slice(6).trim());
  }
  return frame;
}

/**
 * Opens `url` as an event stream with fetch and parses frames as they arrive (tests only).
 * `waitFor` resolves with the first frame not yet taken that matches, or rejects on timeout.
 */
export async function openEventStream(url: string, cookie?: string, { lastEventId }: { lastEventId?: string } = {}) {
  const controller = new AbortController();
  const headers: Record<string, string> = { ...(cookie ? { cookie } : {}), ...(lastEventId ? { 'last-event-id': lastEventId } : {}) };
  const response = await fetch(url, { headers, signal: controller.signal });
  const frames: SseFrame[] = [];
  const taken = new Set<SseFrame>();
  const waiters = new Set<() => void>();
  let done = false;
  const notify = () => {
    for (const wake of [...waiters]) wake();
  };

  const ended = (async () => {
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += decoder.decode(value, { stream: true });
        let boundary: number;
        while ((boundary = buffer.indexOf('\n\n')) !== -1) {
          frames.push(parseFrame(buffer.slice(0, boundary)));
          buffer = buffer.slice(boundary + 2);
        }
        notify();
      }
    } catch {
      // aborted by close(), or the connection dropped: the stream has ended either way
    } finally {
      done = true;
      notify();
    }
  })();

  function waitFor(predicate: (frame: SseFrame) => boolean, timeoutMs = 5_000): Promise<SseFrame> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const frame = frames.find((candidate) => !taken.has(candidate) && predicate(candidate));
        if (frame) {
          taken.add(frame);
          finish();
          resolve(frame);
        } else if (done) {
          finish();
          reject(new Error('event stream ended before the expected frame'));
        }
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  }

  return {
    response,
    frames,
    ended,
    waitFor,
    /** The next frame of this event type, its data parsed. */
    async next<T = unknown>(event: string, timeoutMs?: number): Promise<T> {
      const frame = await waitFor((candidate) => candidate.event === event, timeoutMs);
      return JSON.parse(frame.data ?? 'null') as T;
    },
    close() {
      controller.abort();
      return ended;
    },
  };
}
export type EventStream = Awaited<ReturnType<typeof openEventStream>>;

/** The base URL of an app listening on a loopback port. */
export function baseUrlOf(server: { address(): unknown }): string {
  const address = server.address() as { address: string; port: number };
  return `http://${address.address}:${address.port}`;
}
