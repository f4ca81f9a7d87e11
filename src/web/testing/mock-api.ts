import { expect, onTestFinished, vi } from 'vitest';

export type MockReply = { status?: number; body?: unknown };
type Handler = MockReply | ((body: unknown) => MockReply | Promise<MockReply>);

/**
 * Replaces `fetch` with answers keyed by `METHOD /path` (e.g. `POST /api/auth/sign-in/email`).
 * A request nobody expected fails the test. Returns the mock to inspect the calls.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const unexpected: string[] = [];
  onTestFinished(() => expect(unexpected, 'requests without a mocked answer').toEqual([]));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${pathname}`;
    const handler = handlers[key];
    if (!handler) {
      unexpected.push(key);
      throw new TypeError(`No mocked answer for ${key}`);
    }
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const reply = typeof handler === 'function' ? await handler(body) : handler;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to `METHOD /path`. */
export function sentBodies(fetchMock: ReturnType<typeof mockApi>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === key)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}
