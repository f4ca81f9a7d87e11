/**
 * Profile photo benchmark: the work one upload costs the server (format from the bytes, two
 * square WebP sizes), for the photos members actually send. Prints p50/p95 in milliseconds and
 * the sizes of what is stored.
 *
 *   npm run bench:avatar            # BENCH_RUNS overrides the runs per photo (default 20)
 */
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { encodeAvatar } from '#server/modules/profiles/avatar';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);

/** A photo-like image (noise compresses like a real picture, unlike a flat colour). */
async function photo(width: number, height: number, format: 'jpeg' | 'png' | 'webp') {
  return sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .blur(1.2)
    .toFormat(format, format === 'jpeg' ? { quality: 88 } : {})
    .toBuffer();
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const cases = [
  ['phone JPEG 4032×3024', () => photo(4032, 3024, 'jpeg')],
  // Above the 5 MB upload limit on purpose: the worst PNG the decoder could be asked for.
  ['PNG 1170×2532', () => photo(1170, 2532, 'png')],
  ['WebP 1080×1080', () => photo(1080, 1080, 'webp')],
] as const;

console.log(`Profile photo re-encoding (sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}), ${RUNS} runs each`);
for (const [name, make] of cases) {
  const input = await make();
  const timings: number[] = [];
  let stored = { large: 0, small: 0 };
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const { large, small } = await encodeAvatar(input);
    timings.push(performance.now() - started);
    stored = { large: large.length, small: small.length };
  }
  timings.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(26)} input ${(input.length / 1024 / 1024).toFixed(2)} MB  p50 ${percentile(timings, 50).toFixed(0)} ms  p95 ${percentile(timings, 95).toFixed(0)} ms  stored ${(stored.large / 1024).toFixed(1)} KB + ${(stored.small / 1024).toFixed(1)} KB`,
  );
}
