import sharp, { type Metadata } from 'sharp';
import { AVATAR_MAX_PIXELS } from '#contracts/avatar-terms';
import { BLOG_IMAGE_MAX_PIXELS } from '#contracts/admin-blog-terms';

/**
 * Decoding stops above the largest image any upload accepts (a small file can unpack into a huge
 * image); each upload then refuses what exceeds its own limit before decoding.
 */
const MAX_INPUT_PIXELS = Math.max(AVATAR_MAX_PIXELS, BLOG_IMAGE_MAX_PIXELS);

/** An uploaded image, opened with the pixel limit (profile photos, blog covers). */
export const openImage = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });

/** Bytes per sample of sharp's pixel depths: a 16-bit PNG costs twice an 8-bit one to decode and resize. */
const BYTES_PER_SAMPLE: Partial<Record<NonNullable<Metadata['depth']>, number>> = {
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

/** An upload's image, read from its header only (nothing is decoded). */
type ImageHeader = {
  /** 'jpeg', 'png', 'webp', 'gif', 'svg'... or undefined when it is no image sharp can read. */
  format: string | undefined;
  /** Width × height, in 8-bit pixels: deeper samples count as several (what decoding will cost). */
  pixelCost: number;
};

/**
 * An upload's image format and size, read from its bytes (sharp reads the file's signature and
 * header; the file's name and declared type are ignored), before anything is decoded.
 */
export async function readImageHeader(bytes: Buffer): Promise<ImageHeader> {
  try {
    const metadata = await openImage(bytes).metadata();
    // Only the first frame of an animation is ever decoded.
    const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
    return { format: metadata.format as string, pixelCost: pixels * (BYTES_PER_SAMPLE[metadata.depth ?? 'uchar'] ?? 1) };
  } catch {
    return { format: undefined, pixelCost: 0 };
  }
}

/** Whether a sniffed format is one of `formats`. */
export const isImageFormatIn = (format: string | undefined, formats: readonly string[]) => format !== undefined && formats.includes(format);
