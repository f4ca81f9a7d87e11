import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, brotliOptions, encodedFor, gzipOptions, MIN_COMPRESSED_BYTES, sentToMany, type Audience } from './encoded-answers.ts';

const page = () => ({ body: `<main>${Array.from({ length: 300 }, (_, i) => `<p>Community manager ${i} à Lyon</p>`).join('')}</main>` });

describe('acceptedEncoding', () => {
  it('prefers brotli, falls back to gzip, and respects a refusal (q=0)', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});

describe('the compression level, by how many requests an answer serves', () => {
  it('spends least on a JSON read, little on a page sent once, more on one kept and sent again, never brotli 9–11', () => {
    const quality = (audience: Audience) => brotliOptions(audience).params?.[constants.BROTLI_PARAM_QUALITY];
    expect(quality('read')).toBe(1);
    expect(gzipOptions('read').level).toBe(1);
    expect(quality('one')).toBe(4);
    expect(quality('many')).toBe(5);
    expect(gzipOptions('one').level).toBe(4);
    expect(gzipOptions('many').level).toBe(6);
  });
});

describe('encodedFor', () => {
  it('compresses an answer sent to many once at the level for many when it is sent again, and every request after gets the same bytes', async () => {
    const kept = sentToMany(page());
    // Its first request (perhaps its only one) gets its own bytes, at the one-off level.
    expect(await encodedFor(kept, kept.body, 'br')).toEqual(brotliCompressSync(kept.body, brotliOptions('one')));
    const br = encodedFor(kept, kept.body, 'br');
    expect(encodedFor(kept, kept.body, 'br')).toBe(br);
    expect(await br).toEqual(brotliCompressSync(kept.body, brotliOptions('many')));
    expect(brotliDecompressSync(await br!).toString()).toBe(kept.body);
    // Each encoding is counted on its own.
    expect(await encodedFor(kept, kept.body, 'gzip')).toEqual(gzipSync(kept.body, gzipOptions('one')));
    const gz = await encodedFor(kept, kept.body, 'gzip');
    expect(gz).toEqual(gzipSync(kept.body, gzipOptions('many')));
    expect(gunzipSync(gz!).toString()).toBe(kept.body);
  });

  it('compresses a one-off answer for its request alone, at the level for one', async () => {
    const once = page();
    const br = encodedFor(once, once.body, 'br');
    expect(encodedFor(once, once.body, 'br')).not.toBe(br);
    expect(await br).toEqual(brotliCompressSync(once.body, brotliOptions('one')));
    expect(await encodedFor(once, once.body, 'gzip')).toEqual(gzipSync(once.body, gzipOptions('one')));
  });

  it('leaves small answers uncompressed', () => {
    expect(encodedFor({}, '<p>court</p>', 'br')).toBeNull();
    expect(encodedFor(sentToMany({}), '<p>court</p>', 'gzip')).toBeNull();
  });

  it('counts the size in bytes: a text of fewer characters than the threshold may be more bytes', async () => {
    const euros = '€'.repeat(MIN_COMPRESSED_BYTES / 2);
    expect(euros.length).toBeLessThan(MIN_COMPRESSED_BYTES);
    expect(await encodedFor({}, euros, 'gzip')).toEqual(gzipSync(euros, gzipOptions('one')));
    expect(encodedFor({}, 'é'.repeat(MIN_COMPRESSED_BYTES / 2 - 1), 'gzip')).toBeNull();
  });
});
