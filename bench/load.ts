import { spawn } from 'node:child_process';

export type Run = { rps: number; p50: number; p99: number; errors: number };

/** One autocannon run in a child process (a load generator in the server's process would steal its event loop). */
export function autocannon(
  url: string,
  { connections, duration, headers = {} }: { connections: number; duration: number; headers?: Record<string, string> },
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
    const child = spawn('node_modules/.bin/autocannon', ['-c', String(connections), '-d', String(duration), ...headerArgs, '-j', url], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => {
      try {
        const result = JSON.parse(out) as {
          requests: { average: number };
          latency: { p50: number; p99: number };
          errors: number;
          timeouts: number;
          non2xx: number;
        };
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
        });
      } catch (error) {
        reject(new Error(`autocannon printed no result for ${url}: ${String(error)}`));
      }
    });
  });
}
