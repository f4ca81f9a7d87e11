import sharp from 'sharp';

/** Decoding stops above this many pixels (a small file can unpack into a huge image). */
const MAX_INPUT_PIXELS = 40_000_000;

/** An uploaded image, opened with the pixel limit (profile photos, blog covers). */
export const openImage = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });

/**
 * An upload's image format, read from its bytes (sharp reads the file's signature; the file's
 * name and declared type are ignored): 'jpeg', 'png', 'webp', 'gif', 'svg'... or undefined when
 * it is no image sharp can read.
 */
export function sniffImageFormat(bytes: Buffer): Promise<string | undefined> {
  return openImage(bytes)
    .metadata()
    .then((metadata) => metadata.format as string, () => undefined);
}

/** Whether a sniffed format is one of `formats`. */
export const isImageFormatIn = (format: string | undefined, formats: readonly string[]) => format !== undefined && formats.includes(format);
