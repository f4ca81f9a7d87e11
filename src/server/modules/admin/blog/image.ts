import sharp from 'sharp';
import { BLOG_IMAGE_FORMATS, BLOG_IMAGE_MAX_SIZE, blogImageMessages } from '#contracts/admin-blog-terms';
import { invalid } from '#server/http/errors';

/** Decoding stops above this many pixels (a small file can unpack into a huge image). */
const MAX_INPUT_PIXELS = 40_000_000;

const isAccepted = (format: string | undefined) => (BLOG_IMAGE_FORMATS as readonly string[]).includes(format ?? '');

/**
 * An article's cover image, as the profile photo's pipeline does it: the format comes from the
 * bytes (sharp reads the signature; the file's name and declared type are ignored) and only
 * JPEG, PNG and GIF go on. The result is a fresh WebP, turned upright from its EXIF orientation,
 * at most 1600 px on its longer side (never enlarged), without metadata. A GIF becomes a still
 * image of its first frame (a cover is not an animation; animated WebP files are heavy).
 */
export async function encodeBlogImage(bytes: Buffer): Promise<Buffer> {
  const format = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .then((metadata) => metadata.format as string, () => undefined);
  if (!isAccepted(format)) throw invalid({ image: blogImageMessages.notAnImage });
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(BLOG_IMAGE_MAX_SIZE, BLOG_IMAGE_MAX_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw invalid({ image: blogImageMessages.unreadable });
  }
}
