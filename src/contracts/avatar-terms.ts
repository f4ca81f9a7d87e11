import { imageMessages } from './image-terms.ts';

/** The largest photo a member may upload. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Formats accepted, as decided from the file's bytes (the name and the declared type are ignored). */
export const AVATAR_FORMATS = ['jpeg', 'png', 'webp', 'gif'] as const;
/** What the file picker offers (the server still decides from the bytes). */
export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
/** The square sizes every photo is re-encoded to (WebP, metadata stripped). */
export const AVATAR_SIZES = { large: 256, small: 64 } as const;
/**
 * The biggest photo decoded, in 8-bit pixels (a 16-bit image counts twice): a 6000×4000 camera
 * photo goes; a small file that unpacks into a huge image is refused before it is decoded.
 */
export const AVATAR_MAX_PIXELS = 24_000_000;
/** Photo changes a member may make in a minute (each re-encodes an image). */
export const AVATAR_UPLOADS_PER_MINUTE = 10;

export const avatarMessages = {
  missing: imageMessages.missing,
  notAnImage: "Ce fichier n'est pas une image JPEG, PNG, WebP ou GIF.",
  svg: 'Les images SVG ne sont pas acceptées : choisissez une image JPEG, PNG, WebP ou GIF.',
  tooLarge: imageMessages.tooLarge(AVATAR_MAX_BYTES),
  unreadable: imageMessages.unreadable,
  tooManyPixels: imageMessages.tooManyPixels(AVATAR_MAX_PIXELS),
  saved: 'Photo de profil mise à jour',
  removed: 'Photo de profil supprimée',
} as const;

const LARGE_SUFFIX = `-${AVATAR_SIZES.large}.webp`;

/** The small variant of an uploaded photo (same name, `-64` instead of `-256`); other addresses as they are. */
export function smallAvatarUrl(url: string): string {
  return url.endsWith(LARGE_SUFFIX) ? `${url.slice(0, -LARGE_SUFFIX.length)}-${AVATAR_SIZES.small}.webp` : url;
}
