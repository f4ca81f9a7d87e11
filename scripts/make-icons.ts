// `npx tsx scripts/make-icons.ts`: draws the PNG icons and favicon.ico of public/ from
// public/favicon.svg (run again after changing the logo; the outputs are committed).
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const svg = readFileSync('public/favicon.svg');
const BRAND = '#4f46e5';
/** The mark at `size` px; `fullBleed` (home screens, which cut their own corners): no transparent corner. */
const png = (size: number, { padding = 0, fullBleed = false } = {}) => {
  const image = sharp(svg, { density: 72 * Math.ceil(size / 32) * 2 })
    .resize(size - 2 * padding, size - 2 * padding)
    .extend({ top: padding, bottom: padding, left: padding, right: padding, background: BRAND });
  return (fullBleed ? image.flatten({ background: BRAND }) : image).png({ compressionLevel: 9 }).toBuffer();
};

/** An .ico holding PNG images (every browser reads PNG-in-ICO). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

writeFileSync('public/icon-192.png', await png(192));
writeFileSync('public/icon-512.png', await png(512));
// Maskable: the mark inside the safe zone (80 %), the background colour to the edges.
writeFileSync('public/icon-maskable-512.png', await png(512, { padding: 52, fullBleed: true }));
writeFileSync('public/apple-touch-icon.png', await png(180, { fullBleed: true }));
writeFileSync(
  'public/favicon.ico',
  ico([
    { size: 16, data: await png(16) },
    { size: 32, data: await png(32) },
    { size: 48, data: await png(48) },
  ]),
);
console.log('public/: icon-192.png, icon-512.png, icon-maskable-512.png, apple-touch-icon.png, favicon.ico');
