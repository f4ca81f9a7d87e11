import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AVATAR_FORMATS, AVATAR_MAX_PIXELS, AVATAR_SIZES, avatarMessages, smallAvatarUrl } from '#contracts/avatar-terms';
import type { FileStorage } from '#server/adapters/storage/index';
import { type Db, type DbOrTx, profiles } from '#server/db/index';
import { invalid, notFound } from '#server/http/errors';
import { enqueueFileRemoval, isImageFormatIn, openImage, readImageHeader } from '#server/modules/uploads/index';

type AvatarSize = keyof typeof AVATAR_SIZES;

/**
 * The format and size come from the bytes (sharp reads the file's signature); only JPEG, PNG, WebP and
 * GIF go on. Each size is a fresh WebP: square, centred on the most interesting part, turned
 * upright from its EXIF orientation, first frame of an animation, no metadata kept.
 */
export async function encodeAvatar(bytes: Buffer): Promise<Record<AvatarSize, Buffer>> {
  const { format, pixelCost } = await readImageHeader(bytes);
  if (format === 'svg') throw invalid({ avatar: avatarMessages.svg });
  if (!isImageFormatIn(format, AVATAR_FORMATS)) throw invalid({ avatar: avatarMessages.notAnImage });
  // Read from the header: a huge image costs seconds of CPU to decode, so it never is.
  if (pixelCost > AVATAR_MAX_PIXELS) throw invalid({ avatar: avatarMessages.tooManyPixels });
  try {
    const image = openImage(bytes).rotate();
    const encode = (px: number) => image.clone().resize(px, px, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }).toBuffer();
    const [large, small] = await Promise.all([encode(AVATAR_SIZES.large), encode(AVATAR_SIZES.small)]);
    return { large, small };
  } catch {
    throw invalid({ avatar: avatarMessages.unreadable });
  }
}

/** Every stored file of a photo (both sizes). */
const avatarFiles = (url: string) => [...new Set([url, smallAvatarUrl(url)])];

/** Deletes a member's photo files once the caller's transaction commits. */
export const enqueueAvatarRemoval = (tx: DbOrTx, url: string | null) => (url ? enqueueFileRemoval(tx, avatarFiles(url)) : Promise.resolve());

/** Points the profile at `url` (or none) and schedules the old photo's deletion, in one transaction. */
async function replaceAvatarUrl(db: Db, userId: string, url: string | null) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.id, userId)).for('update');
    if (!row) throw notFound();
    await tx.update(profiles).set({ avatarUrl: url }).where(eq(profiles.id, userId));
    if (row.avatarUrl !== url) await enqueueAvatarRemoval(tx, row.avatarUrl);
  });
}

/** Stores a new photo under a random name; returns the address of its large size. */
export async function setAvatar(db: Db, storage: FileStorage, userId: string, bytes: Buffer): Promise<string> {
  const images = await encodeAvatar(bytes);
  const name = randomUUID();
  const keys = { large: `avatars/${name}-${AVATAR_SIZES.large}.webp`, small: `avatars/${name}-${AVATAR_SIZES.small}.webp` };
  await Promise.all([storage.put(keys.large, images.large, 'image/webp'), storage.put(keys.small, images.small, 'image/webp')]);
  const url = storage.publicUrl(keys.large);
  try {
    await replaceAvatarUrl(db, userId, url);
  } catch (error) {
    // Nothing refers to the new files: do not leave them behind.
    await Promise.allSettled([storage.remove(keys.large), storage.remove(keys.small)]);
    throw error;
  }
  return url;
}

/** Back to the initials. */
export const removeAvatar = (db: Db, userId: string) => replaceAvatarUrl(db, userId, null);
