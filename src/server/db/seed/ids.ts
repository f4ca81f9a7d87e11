import { createHash } from 'node:crypto';

/** Fixed namespace of the demo data (any constant would do; changing it changes every id). */
const NAMESPACE = 'cm-connect/demo-data/v1';

/**
 * A stable UUID (version 5 layout, SHA-1 of a name) for one demo row, e.g.
 * `demoId('job', 17)`. Same key, same id, on every run: that is what makes the
 * seed idempotent (`ON CONFLICT DO NOTHING` on the primary key).
 */
export function demoId(...key: (string | number)[]): string {
  const bytes = createHash('sha1')
    .update(`${NAMESPACE}:${key.join(':')}`)
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
