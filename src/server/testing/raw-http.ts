import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export type RawResponse = { statusCode: number; headers: http.IncomingHttpHeaders; body: string; cookies: string[] };

/**
 * Sends a request over a real socket with its path exactly as written. `app.inject` (and fetch)
 * parse the URL first, which resolves `..` and `%2e%2e` before the server sees them: the
 * requests that probe path handling must go this way.
 */
export async function rawRequest(
  app: FastifyInstance,
  options: { method?: string; path: string; body?: unknown; headers?: Record<string, string> },
): Promise<RawResponse> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const payload = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers };
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const setCookie = response.headers['set-cookie'] ?? [];
        resolve({
          statusCode: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          cookies: setCookie,
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(payload);
  });
}
