import { BLOG_IMAGE_FORMATS, BLOG_IMAGE_MAX_PIXELS, BLOG_IMAGE_MAX_SIZE, blogImageMessages } from '#contracts/admin-blog-terms';
import { invalid } from '#server/http/errors';
import { isImageFormatIn, openImage, readImageHeader } from '#server/modules/uploads/index';

/**
 * An article's cover image, as the profile photo's pipeline does it: the format comes from the
 * bytes (sharp reads the signature; the file's name and declared type are ignored) and only
 * JPEG, PNG and GIF go on. The result is a fresh WebP, turned upright from its EXIF orientation,
 * at most 1600 px on its longer side (never enlarged), without metadata. A GIF becomes a still
 * image of its first frame (a cover is not an animation; animated WebP files are heavy).
 */
export async function encodeBlogImage(bytes: Buffer): Promise<Buffer> {
  const { format, pixelCost } = await readImageHeader(bytes);
  if (!isImageFormatIn(format, BLOG_IMAGE_FORMATS)) throw invalid({ image: blogImageMessages.notAnImage });
  if (pixelCost > BLOG_IMAGE_MAX_PIXELS) throw invalid({ image: blogImageMessages.tooManyPixels });
  try {
    return await openImage(bytes)
      .rotate()
      .resize(BLOG_IMAGE_MAX_SIZE, BLOG_IMAGE_MAX_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw invalid({ image: blogImageMessages.unreadable });
  }
}
