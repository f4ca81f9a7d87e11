import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, encodedOnce } from './encoded-answers.ts';

describe('acceptedEncoding', () => {
  it('prefers brotli, falls back to gzip, and respects a refusal (q=0)', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});

describe('encodedOnce', () => {
  it('compresses a cached page once and gives every visitor the same bytes', async () => {
    const page = { body: `<main>${'<p>Community manager à Lyon</p>'.repeat(200)}</main>` };
    const br = encodedOnce(page, page.body, 'br');
    expect(encodedOnce(page, page.body, 'br')).toBe(br);
    expect(brotliDecompressSync(await br!).toString()).toBe(page.body);
    expect(gunzipSync((await encodedOnce(page, page.body, 'gzip'))!).toString()).toBe(page.body);
  });

  it('leaves small answers uncompressed', () => {
    expect(encodedOnce({}, '<p>court</p>', 'br')).toBeNull();
  });
});
