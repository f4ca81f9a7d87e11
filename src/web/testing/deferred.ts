import type { mockApi } from './mock-api.ts';

/**
 * Holds back the mocked answers to `METHOD /path` until `release()` is called, to see a
 * screen while a request is on its way.
 */
export function holdRequests(fetchMock: ReturnType<typeof mockApi>, key: string) {
  const answer = fetchMock.getMockImplementation();
  if (!answer) throw new Error('holdRequests needs the mock made by mockApi');
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    if (`${init.method ?? 'GET'} ${pathname}` === key) await gate;
    return answer(input, init);
  });
  return { release: () => release() };
}
